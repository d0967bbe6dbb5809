/* test_dbe_choice.c: choices a DBE card's effect asks (DBE_DEC_CHOOSE;
** docs/dbe.md "Choices"): Recode and Corrupt as card effects and as attack
** abilities, Recycle any, Take, Call, named options, the other player
** choosing, "up to"; what the chooser alone is shown; copies of a state with
** a pending choice. Sections of the DBE rules document by heading. */
#include "test_dbe_board.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

static void duel(const char *mine, const char *theirs) { dbe_duel(ctx, &st, mine, theirs); }

static dcg_dbe_decision dec(int *player)
{
    dcg_dbe_decision d;
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &d), DCG_OK);
    if (player) *player = d.player;
    return d;
}

/* Answer the option of kind with card and attack (-2: any). */
static void choose(int kind, int card, int attack)
{
    dcg_dbe_decision d = dec(NULL);
    assert_int_equal(d.kind, DBE_DEC_CHOOSE);
    for (int i = 0; i < d.n; i++) {
        const dcg_dbe_option *o = &d.options[i];
        if (o->kind == kind && (card == -2 || o->card == card) && (attack == -2 || o->attack == attack)) {
            assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK);
            return;
        }
    }
    fail_msg("no choice option of kind %d, card %d, attack %d", kind, card, attack);
}

static int deck_top(int p, int k) { const dbe_pile *d = &st.p[p].z[DBE_ZONE_DECK]; return d->c[d->n - 1 - k]; }

/* Glossary: Recode X (a card effect): the player looks at their top X and puts
** each on top or at the bottom, in the order they choose; the battle goes on
** after. The looked-at cards are shown to the chooser only. */
static void recode_support(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int a = dbe_give(ctx, &st, 0, "DBE-002", DBE_ZONE_DECK);
    int b = dbe_give(ctx, &st, 0, "DBE-003", DBE_ZONE_DECK);
    int c = dbe_give(ctx, &st, 0, "DBE-005", DBE_ZONE_DECK); /* the top: c, b, a */
    int lens = dbe_give(ctx, &st, 0, "DBE-070", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, lens, -1);
    int p;
    dcg_dbe_decision d = dec(&p);
    assert_int_equal(d.kind, DBE_DEC_CHOOSE);
    assert_int_equal(p, 0);
    assert_int_equal(d.n, 6); /* three cards, top or bottom each */
    assert_int_equal(st.p[1].hp, 3000); /* the battle waits for the answers */
    /* the chooser sees the three; the other does not */
    dcg_dbe_observation ob;
    dcg_dbe_observe(ctx, &st, 0, &ob);
    int n = ob.p[0].n[DBE_ZONE_DECK];
    assert_int_equal(ob.chooser, 0);
    assert_int_equal(ob.p[0].cards[DBE_ZONE_DECK][n - 1], dcg_dbe_card_of(&st, c));
    assert_int_equal(ob.p[0].cards[DBE_ZONE_DECK][n - 3], dcg_dbe_card_of(&st, a));
    assert_int_equal(ob.p[0].cards[DBE_ZONE_DECK][n - 4], -1);
    dcg_dbe_observe(ctx, &st, 1, &ob);
    assert_int_equal(ob.p[0].cards[DBE_ZONE_DECK][n - 1], -1);
    /* determinized for the chooser, the three stay where they are */
    dcg_dbe_state s;
    memcpy(&s, &st, sizeof s);
    dcg_dbe_determinize(&s, 0, 99);
    assert_int_equal(s.p[0].z[DBE_ZONE_DECK].c[n - 1], c);
    assert_int_equal(s.p[0].z[DBE_ZONE_DECK].c[n - 3], a);
    choose(DBE_OPT_PLACE, a, 1); /* a to the bottom */
    choose(DBE_OPT_PLACE, c, 0); /* c on top, then b on top of it */
    assert_int_equal(dec(NULL).n, 2);
    choose(DBE_OPT_PLACE, b, 0);
    assert_int_equal(st.p[0].z[DBE_ZONE_DECK].c[0], a);
    assert_int_equal(deck_top(0, 0), b);
    assert_int_equal(deck_top(0, 1), c);
    assert_true(st.p[1].hp < 3000); /* then the battle */
    assert_int_equal(st.choice.on, 0);
}

/* Attack Abilities: Corrupt X and Recode X (Glossary: Corrupt, Recode): after
** the reveal, the user places the top X of the other's (own) deck. */
static void corrupt_ability(void **state)
{
    (void)state;
    duel("DBE-078", "DBE-002");
    int a = dbe_give(ctx, &st, 1, "DBE-003", DBE_ZONE_DECK);
    int b = dbe_give(ctx, &st, 1, "DBE-005", DBE_ZONE_DECK);
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CIRCLE, -1, -1);
    int p;
    dcg_dbe_decision d = dec(&p);
    assert_int_equal(d.kind, DBE_DEC_CHOOSE);
    assert_int_equal(p, 0);
    assert_int_equal(d.n, 4);
    assert_int_equal(d.options[0].card, b);
    choose(DBE_OPT_PLACE, b, 1);
    choose(DBE_OPT_PLACE, a, 1);
    assert_int_equal(st.p[1].z[DBE_ZONE_DECK].c[0], a); /* the last placed at the bottom is the bottom */
    assert_int_equal(st.p[1].z[DBE_ZONE_DECK].c[1], b);
    assert_true(st.p[1].hp < 3000);
    /* Recode 2 on triangle: own deck */
    duel("DBE-078", "DBE-002");
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_CIRCLE, -1, -1);
    d = dec(&p);
    assert_int_equal(d.kind, DBE_DEC_CHOOSE);
    assert_int_equal(d.options[0].card, deck_top(0, 0));
}

/* Glossary: Recycle any: a card of the player's choice from the trash onto the deck. */
static void recycle_any(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int x = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_TRASH);
    dbe_give(ctx, &st, 0, "DBE-010", DBE_ZONE_TRASH);
    int claw = dbe_give(ctx, &st, 0, "DBE-072", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, claw, -1);
    assert_int_equal(dec(NULL).n, 2); /* either trash card; no "none" */
    choose(DBE_OPT_CARD, x, -2);       /* the bottom one, not the top */
    assert_int_equal(deck_top(0, 0), x);
    assert_int_equal(st.p[0].z[DBE_ZONE_TRASH].n, 2); /* the other card, and the Claw after the turn */
}

/* Glossary: Take: a card meeting the condition from the zone to the hand;
** taken from the deck (hidden), the deck is shuffled. */
static void take(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    dbe_pile *deck = &st.p[0].z[DBE_ZONE_DECK];
    while (deck->n) dbe_take_top(&st, 0, DBE_ZONE_DECK, DBE_ZONE_DELETED); /* a deck of distinct cards */
    static const char *const nums[] = {"DBE-009", "DBE-010", "DBE-025", "DBE-002", "DBE-011", "DBE-013", "DBE-026"};
    for (int i = 0; i < 7; i++) dbe_give(ctx, &st, 0, nums[i], DBE_ZONE_DECK);
    int whistle = dbe_give(ctx, &st, 0, "DBE-073", DBE_ZONE_HAND);
    int tidekit = deck->c[3];
    uint8_t before[8];
    memcpy(before, deck->c, 7);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, whistle, -1);
    dcg_dbe_decision d = dec(NULL);
    assert_int_equal(d.n, 1); /* Tidekit: the one level R Digimon */
    choose(DBE_OPT_CARD, tidekit, -2);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_HAND], tidekit) >= 0);
    assert_int_equal(deck->n, 6);
    uint8_t kept[6];
    for (int i = 0, k = 0; i < 7; i++)
        if (before[i] != tidekit) kept[k++] = before[i];
    assert_memory_not_equal(kept, deck->c, 6); /* shuffled */
}

/* Glossary: Call [players] [direction] X; Effect: name X cards, check the top
** X of the decks; the effect for each named card there ("Call 2; Draw 1"), or
** once only ("Call 1 in both 3"). Any card name of the loaded set may be named. */
static void call(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int drum = dbe_give(ctx, &st, 0, "DBE-075", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-002", DBE_ZONE_DECK); /* the top 2: Tidekit, Leaflet */
    dbe_give(ctx, &st, 0, "DBE-003", DBE_ZONE_DECK);
    int hand = st.p[0].z[DBE_ZONE_HAND].n;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, drum, -1);
    dcg_dbe_decision d = dec(NULL);
    assert_int_equal(d.kind, DBE_DEC_CHOOSE);
    assert_int_equal(d.n, dcg_dbe_card_count(ctx)); /* every name of the set (all distinct) */
    choose(DBE_OPT_NAME, dcg_dbe_card_find(ctx, "DBE-002"), -2);
    assert_int_equal(dec(NULL).n, dcg_dbe_card_count(ctx) - 1); /* a name once */
    choose(DBE_OPT_NAME, dcg_dbe_card_find(ctx, "DBE-005"), -2);
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, hand - 1 + 1); /* Omen Drum played, 1 hit: 1 drawn */
    /* both decks, once only: two hits count one */
    dcg_dbe_log_enable(ctx, 1);
    duel("DBE-001", "DBE-002");
    int gong = dbe_give(ctx, &st, 0, "DBE-074", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-003", DBE_ZONE_DECK);
    dbe_give(ctx, &st, 1, "DBE-003", DBE_ZONE_DECK);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, gong, -1);
    int before = st.p[1].hp;
    choose(DBE_OPT_NAME, dcg_dbe_card_find(ctx, "DBE-003"), -2);
    assert_int_equal(before - st.p[1].hp, dbe_inst(ctx, &st, dbe_active(&st, 0))->power[DBE_CIRCLE] + 300);
    /* the checked cards are revealed (reading 39: in the log) */
    char top[64];
    snprintf(top, sizeof top, "P2's deck top shows: %s, ", dcg_dbe_card_name(ctx, dcg_dbe_card_find(ctx, "DBE-003")));
    assert_non_null(strstr(dcg_dbe_log(ctx), top));
    dcg_dbe_log_enable(ctx, 0);
}

/* A choice of named options, asked of the other player (Forked Path). */
static void named_options_other(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int path = dbe_give(ctx, &st, 0, "DBE-076", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, path, -1);
    int p;
    dcg_dbe_decision d = dec(&p);
    assert_int_equal(p, 1);
    assert_int_equal(d.n, 2);
    char text[64];
    dcg_dbe_option_text(ctx, &st, &d, 1, text, sizeof text);
    assert_string_equal(text, "choose 'recover'");
    int hp = st.p[0].hp;
    choose(DBE_OPT_LABEL, -2, 1);
    assert_int_equal(st.p[0].hp, hp + 200 - dbe_inst(ctx, &st, dbe_active(&st, 1))->power[DBE_CIRCLE]);
}

/* "Up to": none may be picked; several one at a time (Sifting Net). Copies of
** a state with a pending choice answer alike (the state is plain data). */
static void up_to_and_copies(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int net = dbe_give(ctx, &st, 0, "DBE-077", DBE_ZONE_HAND);
    int x = dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-026", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, net, -1);
    dcg_dbe_decision d = dec(NULL);
    assert_int_equal(d.options[0].kind, DBE_OPT_DONE); /* up to: none is an answer */
    dcg_dbe_state copy;
    dcg_dbe_state_copy(&copy, &st);
    int trash = st.p[0].z[DBE_ZONE_TRASH].n, hand = st.p[0].z[DBE_ZONE_HAND].n;
    choose(DBE_OPT_CARD, x, -2);
    choose(DBE_OPT_DONE, -2, -2);
    assert_int_equal(st.p[0].z[DBE_ZONE_TRASH].n, trash + 2); /* the card, and the Net after the turn */
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, hand); /* one discarded, one drawn */
    dcg_dbe_state again;
    dcg_dbe_state_copy(&again, &copy);
    memcpy(&st, &copy, sizeof st);
    choose(DBE_OPT_CARD, x, -2);
    choose(DBE_OPT_DONE, -2, -2);
    dcg_dbe_state_copy(&copy, &st);
    memcpy(&st, &again, sizeof st);
    choose(DBE_OPT_CARD, x, -2);
    choose(DBE_OPT_DONE, -2, -2);
    assert_int_equal(dcg_dbe_state_hash(&st), dcg_dbe_state_hash(&copy));
}

/* Glossary: Attach, Attach Slot (Attack Abilities: Attach D/T/H): an attachable
** card of the player's choice from the deck (shuffled after) or hand to the
** active; one slot: a second attachment ejects the first to the trash; the
** attachments are ejected when the Digimon is KO'd; the partner is never a
** target. The sample's attachment gives every attack 100 Power. */
static void attach(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int g1 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_DECK);
    dbe_give(ctx, &st, 0, "DBE-039", DBE_ZONE_DECK); /* an Evolution card: never attached */
    int drone = dbe_give(ctx, &st, 0, "DBE-080", DBE_ZONE_HAND);
    int circle = dbe_power(ctx, &st, 0, DBE_CIRCLE);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, drone, -1);
    dcg_dbe_decision d = dec(NULL);
    assert_int_equal(d.n, 1);
    choose(DBE_OPT_CARD, g1, -2);
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 1);
    assert_int_equal(3000 - st.p[1].hp, circle + 100); /* attached before the battle: +100 */
    /* a second attachment, from the hand: the slot's first is ejected */
    st.stage = S_EVOLVE;
    st.turn_player = 0;
    dbe_run(ctx, &st);
    int g2 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_HAND);
    int kit = dbe_give(ctx, &st, 0, "DBE-081", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, kit, -1);
    choose(DBE_OPT_CARD, g2, -2);
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 1);
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].c[0], g2);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], g1) >= 0);
    /* KO'd: the attachment is ejected with the stack */
    st.stage = S_EVOLVE;
    st.p[0].hp = 10;
    dbe_run(ctx, &st);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, -1);
    assert_int_equal(st.p[0].z[DBE_ZONE_ACTIVE].n, 0);
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 0);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], g2) >= 0);
    /* the partner is a prohibited target */
    duel("DBE-001", "DBE-002");
    int declared = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_HAND);
    st.p[0].partner = (int16_t)dcg_dbe_card_find(ctx, "DBE-079");
    st.p[0].partner_inst = (int16_t)declared; /* the declared copy (reading 19) */
    kit = dbe_give(ctx, &st, 0, "DBE-081", DBE_ZONE_HAND);
    int hand = st.p[0].z[DBE_ZONE_HAND].n;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, kit, -1);
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 0); /* nothing to ask: the kit's draw follows */
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, hand - 1 + 1);
}

/* Scripts that misuse choices fail with a script error and ask nothing: an
** API call after asking, a step that does not exist, empty choices asked
** forever, too many named options. */
static void hostile_choices(void **state)
{
    (void)state;
    char dir[] = "/tmp/dbe-choice-XXXXXX";
    assert_non_null(mkdtemp(dir));
    static const struct { const char *lua; int answer; } hostile[] = {
        {"return { support = function(me) dbe.recode(me, 2) dbe.draw(me, 1) end }", 0},
        {"return { support = function(me) dbe.recode(me, 1, 'nowhere') end }", 1},
        {"return { support = function(me) dbe.take(me, 'trash', {name = 'zz'}, 'again') end,"
         " again = function(me) dbe.take(me, 'trash', {name = 'zz'}, 'again') end }", 0},
        {"return { support = function(me) dbe.choose(me, {'a', 'b', 'c', 'd', 'e', 'f', 'g'}, {}) end }", 0},
        {"return { support = function(me) dbe.take(me, 'hand', {}) end }", 0},
    };
    char path[256];
    snprintf(path, sizeof path, "%s/DBE-025.lua", dir);
    for (size_t i = 0; i < sizeof hostile / sizeof *hostile; i++) {
        FILE *f = fopen(path, "w");
        fputs(hostile[i].lua, f);
        fclose(f);
        assert_int_equal(dbe_script_load_dir(ctx, dir), 0);
        dbe_fresh(ctx, &st);
        int before = dcg_dbe_script_errors(ctx);
        bool ok = dbe_script_support(ctx, &st, dcg_dbe_card_find(ctx, "DBE-025"), 0, true);
        if (hostile[i].answer) { /* asked well; the answer's step is missing */
            assert_true(ok && st.choice.on);
            dcg_dbe_decision d = dec(NULL);
            dbe_choice_answer(ctx, &st, &d.options[0]);
        } else {
            dbe_choice_settle(ctx, &st);
        }
        assert_int_equal(dcg_dbe_script_errors(ctx), before + 1);
        assert_int_equal(st.choice.on, 0);
        unlink(path);
    }
    rmdir(dir);
    assert_int_equal(dbe_script_load_dir(ctx, DCG_SOURCE_DIR "/scripts/dbe"), 0);
}

/* Load one script as DBE-025's (Tidekit's card, a support of the set) from a
** temporary folder; NULL puts the sample's scripts back. */
static void script_as_025(const char *lua)
{
    static char dir[64];
    char path[128];
    if (!lua) {
        assert_int_equal(dbe_script_load_dir(ctx, DCG_SOURCE_DIR "/scripts/dbe"), 0);
        snprintf(path, sizeof path, "%s/DBE-025.lua", dir);
        unlink(path);
        rmdir(dir);
        return;
    }
    snprintf(dir, sizeof dir, "/tmp/dbe-choice2-XXXXXX");
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/DBE-025.lua", dir);
    FILE *f = fopen(path, "w");
    fputs(lua, f);
    fclose(f);
    assert_int_equal(dbe_script_load_dir(ctx, dir), 0);
}

/* Glossary: Take (a hidden zone is shuffled): a Take asked of the other
** player takes from their deck, so their deck is shuffled, not the effect's
** player's (whose deck order stays as it was). */
static void take_other_shuffles_theirs(void **state)
{
    (void)state;
    script_as_025("return { support = function(me) dbe.take(dbe.opponent(me), 'deck', {name = 'Tidekit'}) end }");
    duel("DBE-001", "DBE-002");
    for (int q = 0; q < 2; q++) {
        dbe_pile *deck = &st.p[q].z[DBE_ZONE_DECK];
        while (deck->n) dbe_take_top(&st, q, DBE_ZONE_DECK, DBE_ZONE_DELETED);
        static const char *const nums[] = {"DBE-009", "DBE-010", "DBE-025", "DBE-002", "DBE-011", "DBE-013", "DBE-026"};
        for (int i = 0; i < 7; i++) dbe_give(ctx, &st, q, nums[i], DBE_ZONE_DECK);
    }
    int sup = dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    uint8_t mine[7], theirs[7];
    memcpy(mine, st.p[0].z[DBE_ZONE_DECK].c, 7);
    memcpy(theirs, st.p[1].z[DBE_ZONE_DECK].c, 7);
    int kit = theirs[3];
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, sup, -1);
    int p;
    dcg_dbe_decision d = dec(&p);
    assert_int_equal(p, 1);
    assert_int_equal(d.n, 1);
    choose(DBE_OPT_CARD, kit, -2);
    assert_true(dbe_pile_find(&st.p[1].z[DBE_ZONE_HAND], kit) >= 0);
    assert_memory_equal(mine, st.p[0].z[DBE_ZONE_DECK].c, 7); /* the effect's player's deck untouched */
    uint8_t kept[6];
    for (int i = 0, k = 0; i < 7; i++)
        if (theirs[i] != kit) kept[k++] = theirs[i];
    assert_int_equal(st.p[1].z[DBE_ZONE_DECK].n, 4); /* then their turn's draw of 2 from the top */
    assert_memory_not_equal(kept, st.p[1].z[DBE_ZONE_DECK].c, 4); /* theirs shuffled */
    script_as_025(NULL);
}

/* Battle Phase step 2 (Jamming voids the other's Cross ability) against
** Corrupt on Cross (Attack Abilities: Corrupt X, Jamming): the Corrupt is not
** done, nothing is asked; Corrupt on Triangle is not a Cross ability and is done. */
static void jamming_cancels_cross_corrupt(void **state)
{
    (void)state;
    duel("DBE-078", "DBE-006"); /* Seershell (cross corrupt 2) against Gloomlet (cross jamming) */
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CROSS, -1, -1);
    assert_int_equal(st.choice.on, 0);
    assert_true(st.p[1].hp < 3000); /* the battle was fought without asking */
    duel("DBE-006", "DBE-078"); /* the same, the Jamming user the turn player */
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CROSS, -1, -1);
    assert_int_equal(st.choice.on, 0);
    duel("DBE-078", "DBE-006"); /* triangle: recode 2, not jammed */
    dbe_fight(ctx, &st, DBE_TRIANGLE, DBE_CROSS, -1, -1);
    int p;
    assert_int_equal(dec(&p).kind, DBE_DEC_CHOOSE);
    assert_int_equal(p, 0);
}

/* A pending choice determinized for the player who is not choosing (docs/dbe.md,
** Choices: hidden information): the other chooses among cards of their hand,
** which the viewer does not know; in the sample, the options are the cards
** lying where they lay (in that hand), so any answer stays a legal move. */
static void determinize_other_chooser(void **state)
{
    (void)state;
    script_as_025("return { support = function(me) local o = dbe.opponent(me) "
                  "dbe.choose(o, dbe.cards(o, 'hand'), {n = 2}) end }");
    duel("DBE-001", "DBE-002");
    static const char *const nums[] = {"DBE-009", "DBE-010", "DBE-011", "DBE-013", "DBE-026"};
    for (int i = 0; i < 5; i++) dbe_give(ctx, &st, 1, nums[i], DBE_ZONE_HAND);
    int sup = dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, sup, -1);
    int p;
    dcg_dbe_decision d = dec(&p);
    assert_int_equal(p, 1);
    choose(DBE_OPT_CARD, d.options[0].card, -2); /* one picked, one to go */
    dcg_dbe_observation ob;
    dcg_dbe_observe(ctx, &st, 0, &ob);
    for (int i = 0; i < ob.p[1].n[DBE_ZONE_HAND]; i++) assert_int_equal(ob.p[1].cards[DBE_ZONE_HAND][i], -1);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        dcg_dbe_state s;
        dcg_dbe_state_copy(&s, &st);
        dcg_dbe_determinize(&s, 0, seed);
        const dbe_pile *hand = &s.p[1].z[DBE_ZONE_HAND];
        for (int i = 0; i < s.choice.n_opt; i++) assert_true(dbe_pile_find(hand, s.choice.opt[i]) >= 0);
        assert_true(dbe_pile_find(hand, s.choice.picked[0]) >= 0);
        dcg_dbe_decision sd;
        assert_int_equal(dcg_dbe_decision_get(ctx, &s, &sd), DCG_OK);
        assert_int_equal(dcg_dbe_answer(ctx, &s, sd.n - 1), DCG_OK);
        dbe_check(&s);
    }
    script_as_025(NULL);
}

/* Glossary: Call [players] [direction] X: "opponent" checks only the other's
** deck, "bottom" its bottom cards (a named card at the bottom of both decks:
** one hit, the other's; none from the top or from the own deck). */
static void call_bottom_opponent(void **state)
{
    (void)state;
    script_as_025("return { support = function(me) dbe.call(me, 1, 1, {who = 'opponent', bottom = true}, 'c') end,"
                  " c = function(me, hits) dbe.boost(me, 500 * hits) end }");
    duel("DBE-001", "DBE-002");
    for (int q = 0; q < 2; q++) {
        int leaf = dbe_give(ctx, &st, q, "DBE-003", DBE_ZONE_DECK);
        dbe_place(&st, q, leaf, DBE_ZONE_DECK, 0); /* the bottom */
    }
    int sup = dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    int circle = dbe_power(ctx, &st, 0, DBE_CIRCLE);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, sup, -1);
    choose(DBE_OPT_NAME, dcg_dbe_card_find(ctx, "DBE-003"), -2);
    assert_int_equal(3000 - st.p[1].hp, circle + 500);
    /* the named card at the bottom of the other's deck only: still one hit */
    duel("DBE-001", "DBE-002");
    int leaf = dbe_give(ctx, &st, 1, "DBE-003", DBE_ZONE_DECK);
    dbe_place(&st, 1, leaf, DBE_ZONE_DECK, 0);
    sup = dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, sup, -1);
    choose(DBE_OPT_NAME, dcg_dbe_card_find(ctx, "DBE-003"), -2);
    assert_int_equal(3000 - st.p[1].hp, circle + 500);
    script_as_025(NULL);
}

/* Reading 36: Recode and Corrupt as attack abilities ask the turn player first. */
static void look_abilities_turn_player_first(void **state)
{
    (void)state;
    duel("DBE-078", "DBE-078");
    dbe_fight(ctx, &st, DBE_CROSS, DBE_TRIANGLE, -1, -1); /* corrupt 2 and recode 2, both on P2's deck */
    int p;
    assert_int_equal(dec(&p).kind, DBE_DEC_CHOOSE);
    assert_int_equal(p, 0);
    assert_int_equal(st.choice.owner, 1);
    choose(DBE_OPT_PLACE, -2, 0);
    choose(DBE_OPT_PLACE, -2, 0);
    assert_int_equal(dec(&p).kind, DBE_DEC_CHOOSE);
    assert_int_equal(p, 1);
    choose(DBE_OPT_PLACE, -2, 1);
    choose(DBE_OPT_PLACE, -2, 1);
    assert_int_equal(st.choice.on, 0);
    assert_true(st.p[1].hp < 3000);
}

/* Only a Support effect may ask (docs/dbe.md, Choices): the same script run
** as another timing's effect (a phase ability, ACTIVATE...) is a script error
** and asks nothing. */
static void asking_outside_support(void **state)
{
    (void)state;
    script_as_025("return { support = function(me) dbe.recode(me, 2) end, strategy = function(me) dbe.recode(me, 2) end }");
    dbe_fresh(ctx, &st);
    int before = dcg_dbe_script_errors(ctx);
    assert_false(dbe_script_call(ctx, &st, dcg_dbe_card_find(ctx, "DBE-025"), "strategy", 0, false, NULL));
    assert_int_equal(dcg_dbe_script_errors(ctx), before + 1);
    assert_int_equal(st.choice.on, 0);
    assert_true(dbe_script_support(ctx, &st, dcg_dbe_card_find(ctx, "DBE-025"), 0, true));
    assert_int_equal(st.choice.on, 1);
    script_as_025(NULL);
}

/* Attach D/T/H with no active (Glossary: Attach: next to the active): in an
** unopposed turn (reading 7) the player with no active may still support;
** their Attach D asks nothing and attaches nothing. */
static void attach_without_active(void **state)
{
    (void)state;
    dcg_dbe_log_enable(ctx, 1);
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_place(&st, 1, dbe_give(ctx, &st, 1, "DBE-079", DBE_ZONE_DECK), DBE_ZONE_DECK, 0); /* not among the 2 trashed */
    int drone = dbe_give(ctx, &st, 1, "DBE-080", DBE_ZONE_HAND);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    assert_int_equal(p, 1);
    dbe_pick(ctx, &st, DBE_OPT_CARD, drone);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_true(strstr(dcg_dbe_log(ctx), "P2's support Rigging Drone resolves") != NULL);
    assert_int_equal(st.p[1].z[DBE_ZONE_ATTACH].n, 0);
    assert_int_equal(st.turn_player, 1);
    dcg_dbe_log_enable(ctx, 0);
}

/* A picked card no longer where it was chosen from (a board set by hand while
** the choice waited): the keyword does nothing with it, the game goes on
** (the move would otherwise take a card from a zone that lacks it). */
static void option_left_its_zone(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int x = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_TRASH);
    int claw = dbe_give(ctx, &st, 0, "DBE-072", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, claw, -1); /* Recycle any: x, the one trash card */
    assert_int_equal(dec(NULL).kind, DBE_DEC_CHOOSE);
    dbe_move(&st, 0, x, DBE_ZONE_TRASH, DBE_ZONE_DELETED);
    int deck = st.p[0].z[DBE_ZONE_DECK].n;
    choose(DBE_OPT_CARD, x, -2);
    assert_true(dbe_pile_find(&st.p[0].z[DBE_ZONE_DELETED], x) >= 0);
    assert_int_equal(st.p[0].z[DBE_ZONE_DECK].n, deck);
    assert_true(st.p[1].hp < 3000); /* the battle followed */
}

/* A Recode asked of the other player (docs/dbe.md reading 40: the chooser
** answers, the effect stays its player's): the step after it runs for the
** effect's player, as after any other choice. */
static void recode_by_other_continues_for_owner(void **state)
{
    (void)state;
    script_as_025("return { support = function(me) dbe.recode(dbe.opponent(me), 1, 'after') end,"
                  " after = function(me) dbe.boost(me, 500) end }");
    duel("DBE-001", "DBE-002");
    int sup = dbe_give(ctx, &st, 0, "DBE-025", DBE_ZONE_HAND);
    int circle = dbe_power(ctx, &st, 0, DBE_CIRCLE);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, sup, -1);
    int p;
    assert_int_equal(dec(&p).kind, DBE_DEC_CHOOSE);
    assert_int_equal(p, 1);
    assert_int_equal(st.choice.owner, 1); /* their own deck */
    choose(DBE_OPT_PLACE, -2, 0);
    assert_int_equal(3000 - st.p[1].hp, circle + 500);
    script_as_025(NULL);
}

/* Reading 7 (Strategy Phase: unopposed, on to the Support Phase): no attacks
** were chosen, so no Battle Phase, even when the other has an active again by
** the end of the Support Phase (set here by hand, as an effect might). */
static void unopposed_active_by_support(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    int p;
    assert_int_equal(dbe_decision_kind(ctx, &st, &p), DBE_DEC_SUPPORT);
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    st.p[0].hp = st.p[1].hp = 3000;
    dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_int_equal(st.turn_player, 1);
    assert_int_equal(st.p[0].hp, 3000);
    assert_int_equal(st.p[1].hp, 3000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(recode_support), cmocka_unit_test(corrupt_ability), cmocka_unit_test(recycle_any),
        cmocka_unit_test(take), cmocka_unit_test(call), cmocka_unit_test(named_options_other),
        cmocka_unit_test(up_to_and_copies), cmocka_unit_test(attach), cmocka_unit_test(hostile_choices),
        cmocka_unit_test(take_other_shuffles_theirs), cmocka_unit_test(jamming_cancels_cross_corrupt),
        cmocka_unit_test(determinize_other_chooser), cmocka_unit_test(call_bottom_opponent),
        cmocka_unit_test(look_abilities_turn_player_first), cmocka_unit_test(asking_outside_support),
        cmocka_unit_test(attach_without_active), cmocka_unit_test(option_left_its_zone),
        cmocka_unit_test(recode_by_other_continues_for_owner), cmocka_unit_test(unopposed_active_by_support),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
