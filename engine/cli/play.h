/* play.h: the terminal client of dcg play (and dcg replay --step): the
** board, labels for what is on it, the options with stable keys. */
#ifndef DCG_CLI_PLAY_H
#define DCG_CLI_PLAY_H
#include "common.h"

#define PLAY_MAX_PERMS 24

/* What a player sees, with labels: their own permanents a, b, c ...,
** the opponent's A, B, C ..., their hand cards 1, 2, 3 ... A label stays
** with its Digimon while it stays on the field, a number with its card
** while it stays in the hand (board_update); a new one takes the first
** free label. perms and hand are in label order. */
typedef struct play_board {
    int me;
    dcg_perm_info perms[2][PLAY_MAX_PERMS]; /* [0]: me, [1]: the opponent */
    char labels[2][PLAY_MAX_PERMS];         /* the label of perms[s][i] */
    int n_perms[2];
    uint8_t hand[64];
    int hand_no[64];                        /* the number of hand[i] */
    int n_hand;
    uint16_t slot_perm[2][PLAY_MAX_PERMS];  /* the permanent each letter names (0: free) */
    int slot_card[64];                      /* the card instance + 1 each hand number names (0: free) */
} play_board;

/* Read the board afresh (labels in the engine's order) ... */
void board_read(dcg_ctx *ctx, const dcg_state *st, int me, play_board *b);
/* ... or keeping the labels of the board b held before (the same player's). */
void board_update(dcg_ctx *ctx, const dcg_state *st, int me, play_board *b);
/* The label of a permanent ('a'.., 'A'..), or 0 when it is not on the field. */
char board_label(const play_board *b, int perm_id);
/* The permanent with this label, or NULL. */
const dcg_perm_info *board_perm(const play_board *b, char label);
/* The hand number of a card instance, or 0. */
int board_hand_pos(const play_board *b, int card);
/* The card instance with hand number pos, or -1. */
int board_hand_card(const play_board *b, int pos);

/* The terminal's size (80x24 when it cannot be read). */
void term_size(int *width, int *height);
/* Print the board for b.me in width columns; returns the lines printed.
** When height is short, the hand takes two cards a line. */
int board_print(FILE *out, dcg_ctx *ctx, const dcg_state *st, const play_board *b, int width, int height);
/* Print prefix then text in lines of width columns at most, broken between
** words (a word longer than a line is cut); the lines after the first start
** with indent spaces. out NULL counts only. Returns the lines. */
int wrap_print(FILE *out, const char *prefix, const char *text, int width, int indent);
/* Full facts and summaries of a card (a card index), wrapped to width. */
void card_print(FILE *out, dcg_ctx *ctx, int card_index, int width);
/* A permanent's stack, top first, with each card's inherited effect, wrapped to width. */
void stack_print(FILE *out, dcg_ctx *ctx, const dcg_state *st, const dcg_perm_info *p, int width);
/* A player's trash, newest first. */
void trash_print(FILE *out, dcg_ctx *ctx, const dcg_state *st, int player);

/* The options of a decision as shown: the engine's words for each
** (dcg_option_describe) with a stable key ("p3": play hand card 3, "xaB": a
** attacks B ...), identical options merged, look-alikes told apart. */
typedef struct play_option {
    int index;              /* the engine's option index */
    char key[16];
    char text[512];
    char brief[64];         /* a few words for the compact list ("Biyomon 2") */
    int ends_turn;          /* choosing it ends the turn (memory passes to the opponent) */
} play_option;

/* Fill out[] (d->n at most) for decision d; returns how many are shown. */
int options_build(dcg_ctx *ctx, const dcg_state *st, const play_board *b, const dcg_decision *d, play_option *out);
/* Print the options: one per line when rows allow, else grouped by kind
** with their keys and a few words ("attack: xa xaB ..."). Returns the
** lines printed (rows: what the screen has left for them); out NULL
** counts them only. */
int options_print(FILE *out, const dcg_decision *d, const play_option *opts, int n, int width, int rows);
/* Does passing now give up plays or attacks that are still possible? */
int pass_gives_up(const dcg_state *st, const dcg_decision *d, int me);
#endif
