/* test_carddb.c: the card loader (carddb.c). The shipped cards load with the
** right facts; a later load replaces a card in place; every malformed input
** fails with a message naming the file, the card and the field, and leaves
** the cards loaded before exactly as they were. */
#include "support.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- helpers --------------------------------------------------------------- */

/* A context with the shipped card files (cards/, not the scripts). */
static dcg_ctx *cards_ctx(void)
{
    dcg_ctx *ctx = dcg_ctx_new();
    assert_non_null(ctx);
    if (dcg_load_cards(ctx, test_path("cards")) != DCG_OK) fail_msg("loading cards/: %s", dcg_errmsg(ctx));
    return ctx;
}

static const dcg_card *card(const dcg_ctx *ctx, const char *number)
{
    const dcg_card *c = dcg_card_at(ctx, dcg_card_find(ctx, number));
    if (!c) fail_msg("card %s is not loaded", number);
    return c;
}

/* The message of ctx contains every string of the NULL-terminated list. */
static void assert_msg_has(const dcg_ctx *ctx, ...)
{
    const char *msg = dcg_errmsg(ctx);
    va_list ap;
    va_start(ap, ctx);
    for (const char *part; (part = va_arg(ap, const char *));)
        if (!strstr(msg, part)) fail_msg("message \"%s\" lacks \"%s\"", msg, part);
    va_end(ap);
}

/* A snapshot of every loaded card, to compare after a failed load. */
typedef struct snapshot {
    int n;
    dcg_card *cards;
} snapshot;

static snapshot take(const dcg_ctx *ctx)
{
    snapshot s = {dcg_card_count(ctx), NULL};
    s.cards = malloc(sizeof *s.cards * (size_t)(s.n ? s.n : 1));
    assert_non_null(s.cards);
    for (int i = 0; i < s.n; i++) s.cards[i] = *dcg_card_at(ctx, i);
    return s;
}

/* ctx holds exactly the cards of s (count, order and every byte); frees s. */
static void assert_unchanged(const dcg_ctx *ctx, snapshot s)
{
    assert_int_equal(dcg_card_count(ctx), s.n);
    for (int i = 0; i < s.n; i++)
        if (memcmp(dcg_card_at(ctx, i), &s.cards[i], sizeof(dcg_card)))
            fail_msg("card %d (%s) changed by a failed load", i, s.cards[i].number);
    free(s.cards);
}

/* Loading json as "bad.json" over the shipped cards fails with status, the
** message names bad.json and contains the NULL-terminated parts, and the
** shipped cards are untouched. */
static void expect_error(const char *json, dcg_status status, ...)
{
    dcg_ctx *ctx = cards_ctx();
    snapshot s = take(ctx);
    assert_int_equal(dcg_load_cards_json(ctx, json, "bad.json"), status);
    const char *msg = dcg_errmsg(ctx);
    if (!strstr(msg, "bad.json")) fail_msg("message \"%s\" does not name the file", msg);
    va_list ap;
    va_start(ap, status);
    for (const char *part; (part = va_arg(ap, const char *));)
        if (!strstr(msg, part)) fail_msg("message \"%s\" lacks \"%s\"", msg, part);
    va_end(ap);
    assert_unchanged(ctx, s);
    dcg_ctx_free(ctx);
}

/* Write text to dir/name. */
static void write_file(const char *dir, const char *name, const char *text, size_t len)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) fail_msg("%s: %s", path, strerror(errno));
    assert_int_equal(fwrite(text, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

static void remove_file(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    unlink(path);
}

/* Card objects for the tests. */
#define DIGIMON(num, name) \
    "{\"number\":\"" num "\",\"name\":\"" name "\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3," \
    "\"play_cost\":3,\"dp\":3000}"
#define TAMER(num) "{\"number\":\"" num "\",\"name\":\"T\",\"kind\":\"Tamer\",\"colors\":[\"Blue\"],\"play_cost\":2}"
/* A Digimon XX-02 with extra fields spliced in (each starting with ','). */
#define WITH(extra) \
    "[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3," \
    "\"play_cost\":3,\"dp\":3000" extra "}]"
#define C100 "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789"

/* ---- the shipped cards ------------------------------------------------------ */

/* the files in cards/: BT1 115, BT2 112, BT3 112, BT4 115, BT5 112, BT6 112, BT7 112, BT8 112, BT9 112, EX1 73, EX2 74, EX3 74, ST1..ST6 16 each, ST7 and ST8 12 each, ST9 and ST10 15 each, ST12 16 */
#define SHIPPED 1402 /* with the token BT2-082-T */

static void test_shipped_dir(void **state)
{
    (void)state;
    dcg_ctx *ctx = cards_ctx();
    assert_int_equal(dcg_card_count(ctx), SHIPPED);
    /* files in name order, cards in file order */
    assert_string_equal(dcg_card_at(ctx, 0)->number, "BT1-001");
    assert_string_equal(dcg_card_at(ctx, 115)->number, "BT2-001");
    assert_string_equal(dcg_card_at(ctx, 339)->number, "BT3-112");
    assert_string_equal(dcg_card_at(ctx, 340)->number, "BT4-001");
    assert_string_equal(dcg_card_at(ctx, 455)->number, "BT5-001");
    assert_string_equal(dcg_card_at(ctx, 567)->number, "BT6-001");
    assert_string_equal(dcg_card_at(ctx, 679)->number, "BT7-001");
    assert_string_equal(dcg_card_at(ctx, 791)->number, "BT8-001");
    assert_string_equal(dcg_card_at(ctx, 903)->number, "BT9-001");
    assert_string_equal(dcg_card_at(ctx, 1015)->number, "EX1-001"); /* "EX1.json" sorts after "BT9.json", before "ST1.json" */
    assert_string_equal(dcg_card_at(ctx, 1088)->number, "EX2-001"); /* "EX2.json" after "EX1.json" */
    assert_string_equal(dcg_card_at(ctx, 1162)->number, "EX3-001"); /* and "EX3.json" after it */
    assert_string_equal(dcg_card_at(ctx, 1236)->number, "ST1-01");
    assert_string_equal(dcg_card_at(ctx, 1252)->number, "ST10-01"); /* "ST10.json" sorts before "ST2.json" */
    assert_string_equal(dcg_card_at(ctx, 1267)->number, "ST12-01"); /* and "ST12.json" too */
    assert_string_equal(dcg_card_at(ctx, 1283)->number, "ST2-01");
    assert_string_equal(dcg_card_at(ctx, 1314)->number, "ST3-16");
    assert_string_equal(dcg_card_at(ctx, 1362)->number, "ST6-16");
    assert_string_equal(dcg_card_at(ctx, 1386)->number, "ST8-12");
    assert_string_equal(dcg_card_at(ctx, SHIPPED - 1)->number, "ST9-15");

    const dcg_card *agumon = card(ctx, "ST1-03");
    assert_string_equal(agumon->name, "Agumon");
    assert_int_equal(agumon->kind, DCG_KIND_DIGIMON);
    assert_int_equal(agumon->colors, DCG_RED);
    assert_int_equal(agumon->level, 3);
    assert_int_equal(agumon->play_cost, 3);
    assert_int_equal(agumon->dp, 2000);
    assert_int_equal(agumon->n_evo, 1);
    assert_int_equal(agumon->evo[0].colors, DCG_RED);
    assert_int_equal(agumon->evo[0].level, 2);
    assert_int_equal(agumon->evo[0].cost, 0);
    assert_string_equal(agumon->form, "Rookie");
    assert_string_equal(agumon->attribute, "Vaccine");
    assert_string_equal(agumon->types, "Reptile");
    assert_string_equal(agumon->rarity, "U");
    assert_int_equal(agumon->keywords, 0);
    assert_true(agumon->inherited[0] != 0);
    assert_string_equal(agumon->effect, "");

    const dcg_card *koromon = card(ctx, "ST1-01");
    assert_int_equal(koromon->kind, DCG_KIND_EGG);
    assert_int_equal(koromon->level, 2);
    assert_int_equal(koromon->dp, -1);
    assert_int_equal(koromon->play_cost, -1);
    assert_int_equal(koromon->n_evo, 0);

    const dcg_card *coredramon = card(ctx, "ST1-06");
    assert_int_equal(coredramon->keywords, DCG_KW_BLOCKER);
    assert_int_equal(coredramon->inherited_keywords, 0);
    assert_int_equal(coredramon->security_attack, 0);

    const dcg_card *greymon = card(ctx, "ST1-07");
    assert_int_equal(greymon->inherited_security_attack, 1);
    assert_int_equal(greymon->security_attack, 0);
    assert_int_equal(greymon->evo[0].level, 3);
    assert_int_equal(greymon->evo[0].cost, 2);
    /* WarGreymon's Security Attack depends on its stack: a script, not a fact */
    assert_int_equal(card(ctx, "ST1-11")->security_attack, 0);

    const dcg_card *tai = card(ctx, "ST1-12");
    assert_int_equal(tai->kind, DCG_KIND_TAMER);
    assert_int_equal(tai->level, 0);
    assert_int_equal(tai->dp, -1);
    assert_true(tai->security[0] != 0);

    const dcg_card *hammer = card(ctx, "ST2-13");
    assert_string_equal(hammer->name, "Hammer Spark");
    assert_int_equal(hammer->kind, DCG_KIND_OPTION);
    assert_int_equal(hammer->colors, DCG_BLUE);
    assert_int_equal(hammer->play_cost, 0);
    assert_int_equal(hammer->dp, -1);
    assert_int_equal(hammer->level, 0);

    assert_int_equal(card(ctx, "ST3-07")->keywords, DCG_KW_BLOCKER);
    assert_int_equal(card(ctx, "ST3-01")->colors, DCG_YELLOW);

    /* what holds for every shipped card */
    int eggs = 0, blockers = 0;
    for (int i = 0; i < dcg_card_count(ctx); i++) {
        const dcg_card *c = dcg_card_at(ctx, i);
        assert_int_equal(dcg_card_find(ctx, c->number), i);
        assert_true(c->colors != 0);
        if (c->kind == DCG_KIND_DIGIMON) {
            assert_true(c->dp > 0);
            /* Calumon (EX2-045) and the D-Reaper agents (EX2-046 to EX2-055) print no level */
            assert_true(c->level >= 3 || (strncmp(c->number, "EX2-0", 5) == 0 && atoi(c->number + 4) >= 45 && atoi(c->number + 4) <= 55));
            /* a token is only played by an effect (4-21); Lucemon (BT4-115), the white Sistermon
               Blanc (BT6-082) and Sistermon Ciel (BT6-084), Neemon (BT7-080) and Bokomon (BT7-081)
               print no digivolution requirement: they are only played; Lucemon: Chaos Mode
               (BT7-111) digivolves only by its script's own rule; and Sistermon Blanc (ST12-12) and Ciel (ST12-13) */
            static const char *const no_evo[] = {"BT4-115", "BT6-082", "BT6-084", "BT7-080", "BT7-081", "BT7-111", "ST12-12", "ST12-13",
                                                  /* Calumon and the D-Reaper agents (EX2-045 to EX2-055): played only */
                                                  "EX2-045", "EX2-046", "EX2-047", "EX2-048", "EX2-049", "EX2-050", "EX2-051",
                                                  "EX2-052", "EX2-053", "EX2-054", "EX2-055"};
            bool none_printed = false;
            for (size_t k = 0; k < sizeof no_evo / sizeof *no_evo; k++) none_printed |= strcmp(c->number, no_evo[k]) == 0;
            assert_true(c->n_evo >= 1 || c->token || none_printed);
        } else if (c->kind == DCG_KIND_EGG && strcmp(c->number, "EX2-007") == 0) {
            assert_int_equal(c->dp, 15000); /* Mother D-Reaper, a Digi-Egg card printed with DP (Q3276) */
        } else {
            assert_int_equal(c->dp, -1);
        }
        eggs += c->kind == DCG_KIND_EGG;
        blockers += (c->keywords & DCG_KW_BLOCKER) != 0;
    }
    assert_int_equal(eggs, 78);  /* ST1-ST8: 8, ST9, ST10, ST12: 3, BT1: 8, BT2: 8, BT3: 6, BT4-BT9: 6 each; EX1: none; EX2: 7 (Mother D-Reaper among them); EX3: 2 */
    assert_int_equal(blockers, 41);  /* ST1-ST3: 3, ST4-ST6: 4, ST7-ST8: 2, ST12: 1, BT1: 2, BT2: 7, BT3: 2, BT4: 3, BT5: 5, BT6: 2, BT7: 1, BT8: 2, BT9: 1, EX1: 1, EX2: 2, EX3: 3; ST9, ST10: none printed without a condition */
    dcg_ctx_free(ctx);
}

/* One file alone; then the same file again replaces its cards in place. */
static void test_single_file_twice(void **state)
{
    (void)state;
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards(ctx, test_path("cards/ST2.json")), DCG_OK);
    assert_int_equal(dcg_card_count(ctx), 16);
    assert_int_equal(dcg_card_find(ctx, "ST2-01"), 0);
    snapshot s = take(ctx);
    assert_int_equal(dcg_load_cards(ctx, test_path("cards/ST2.json")), DCG_OK);
    assert_unchanged(ctx, s);
    dcg_ctx_free(ctx);
}

static void test_card_find(void **state)
{
    (void)state;
    dcg_ctx *ctx = cards_ctx();
    int i = dcg_card_find(ctx, "ST3-09");
    assert_in_range(i, 0, SHIPPED - 1);
    assert_string_equal(dcg_card_at(ctx, i)->name, "Angewomon");
    assert_int_equal(dcg_card_find(ctx, "ST9-99"), -1);
    assert_int_equal(dcg_card_find(ctx, "st1-03"), -1); /* numbers are case-sensitive */
    assert_int_equal(dcg_card_find(ctx, "ST1-0"), -1);  /* and whole */
    assert_int_equal(dcg_card_find(ctx, ""), -1);
    assert_null(dcg_card_at(ctx, -1));
    assert_null(dcg_card_at(ctx, SHIPPED));
    dcg_ctx_free(ctx);
    /* an empty context */
    ctx = dcg_ctx_new();
    assert_int_equal(dcg_card_count(ctx), 0);
    assert_int_equal(dcg_card_find(ctx, "ST1-03"), -1);
    dcg_ctx_free(ctx);
}

/* A later load replaces a card of the same number at the same index and
** appends new ones; the other cards stay as they were. */
static void test_replace_keeps_index(void **state)
{
    (void)state;
    dcg_ctx *ctx = cards_ctx();
    int agumon = dcg_card_find(ctx, "ST1-03");
    snapshot s = take(ctx);
    assert_int_equal(dcg_load_cards_json(ctx,
                                         "[{\"number\":\"ST1-03\",\"name\":\"Agumon X\",\"kind\":\"Digimon\","
                                         "\"colors\":[\"Red\",\"Black\"],\"level\":3,\"play_cost\":4,\"dp\":5000,"
                                         "\"keywords\":[\"Rush\"]}," DIGIMON("XX-01", "New") "]",
                                         "mod.json"),
                     DCG_OK);
    assert_int_equal(dcg_card_count(ctx), SHIPPED + 1);
    assert_int_equal(dcg_card_find(ctx, "ST1-03"), agumon);
    const dcg_card *c = dcg_card_at(ctx, agumon);
    assert_string_equal(c->name, "Agumon X");
    assert_int_equal(c->colors, DCG_RED | DCG_BLACK);
    assert_int_equal(c->dp, 5000);
    assert_int_equal(c->keywords, DCG_KW_RUSH);
    assert_int_equal(c->n_evo, 0);          /* replaced whole, not merged */
    assert_string_equal(c->inherited, "");
    assert_int_equal(dcg_card_find(ctx, "XX-01"), SHIPPED);
    for (int i = 0; i < s.n; i++)
        if (i != agumon) assert_memory_equal(dcg_card_at(ctx, i), &s.cards[i], sizeof(dcg_card));
    free(s.cards);
    /* the same number replaced again: still one card */
    assert_int_equal(dcg_load_cards_json(ctx, "[" DIGIMON("XX-01", "Newer") "]", "mod2.json"), DCG_OK);
    assert_int_equal(dcg_card_count(ctx), SHIPPED + 1);
    assert_string_equal(dcg_card_at(ctx, SHIPPED)->name, "Newer");
    dcg_ctx_free(ctx);
}

/* Absent and null optional fields get their defaults; every field is read. */
static void test_defaults_and_fields(void **state)
{
    (void)state;
    static const char json[] =
        "[" TAMER("XX-01") ","
        "{\"number\":\"XX-02\",\"name\":\"Egg\",\"kind\":\"Digi-Egg\",\"colors\":[\"Green\"],\"level\":2,"
        "\"play_cost\":null,\"dp\":null,\"_note\":\"comments are ignored\"},"
        "{\"number\":\"XX-03\",\"name\":\"Full\",\"kind\":\"Digimon\",\"colors\":[\"Purple\",\"White\"],"
        "\"level\":5,\"play_cost\":12,\"dp\":11000,"
        "\"evo\":[{\"colors\":[\"Purple\"],\"level\":4,\"cost\":3},"
        "{\"colors\":[\"White\",\"Yellow\"],\"level\":4,\"cost\":4}],"
        "\"form\":\"Ultimate\",\"attribute\":\"Virus\",\"types\":[\"Dark Animal\",\"Undead\"],\"rarity\":\"SR\","
        "\"keywords\":[\"Piercing\",\"Jamming\",\"Reboot\",\"Retaliation\"],\"security_attack\":1,"
        "\"inherited_keywords\":[\"Blocker\"],\"inherited_security_attack\":-1,"
        "\"effect\":\"e\",\"inherited\":\"i\",\"security\":\"s\",\"has_text\":true},"
        "{\"number\":\"XX-04\",\"name\":\"Levelless\",\"kind\":\"Digimon\",\"colors\":[\"Black\"],"
        "\"play_cost\":5,\"dp\":6000}]";
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards_json(ctx, json, "fields.json"), DCG_OK);
    assert_int_equal(dcg_card_count(ctx), 4);
    const dcg_card *t = card(ctx, "XX-01");
    assert_int_equal(t->kind, DCG_KIND_TAMER);
    assert_int_equal(t->level, 0);
    assert_int_equal(t->play_cost, 2);
    assert_int_equal(t->dp, -1);
    assert_int_equal(t->n_evo, 0);
    assert_int_equal(t->keywords | t->inherited_keywords, 0);
    assert_int_equal(t->security_attack | t->inherited_security_attack, 0);
    assert_string_equal(t->form, "");
    assert_string_equal(t->types, "");
    assert_string_equal(t->effect, "");
    assert_int_equal(t->has_text, 0);
    const dcg_card *egg = card(ctx, "XX-02");
    assert_int_equal(egg->kind, DCG_KIND_EGG);
    assert_int_equal(egg->play_cost, -1);
    assert_int_equal(egg->dp, -1);
    assert_int_equal(egg->level, 2);
    const dcg_card *f = card(ctx, "XX-03");
    assert_int_equal(f->colors, DCG_PURPLE | DCG_WHITE);
    assert_int_equal(f->play_cost, 12);
    assert_int_equal(f->dp, 11000);
    assert_int_equal(f->n_evo, 2);
    assert_int_equal(f->evo[1].colors, DCG_WHITE | DCG_YELLOW);
    assert_int_equal(f->evo[1].cost, 4);
    assert_string_equal(f->types, "Dark Animal/Undead");
    assert_string_equal(f->rarity, "SR");
    assert_int_equal(f->keywords, DCG_KW_PIERCING | DCG_KW_JAMMING | DCG_KW_REBOOT | DCG_KW_RETALIATION);
    assert_int_equal(f->security_attack, 1);
    assert_int_equal(f->inherited_keywords, DCG_KW_BLOCKER);
    assert_int_equal(f->inherited_security_attack, -1);
    assert_string_equal(f->security, "s");
    assert_int_equal(f->has_text, 1);
    assert_int_equal(card(ctx, "XX-04")->level, 0);
    /* an empty array is a valid, empty file */
    assert_int_equal(dcg_load_cards_json(ctx, " [ ] \n", "empty.json"), DCG_OK);
    assert_int_equal(dcg_card_count(ctx), 4);
    dcg_ctx_free(ctx);
}

/* Strings exactly as long as their field fit; one byte more does not. */
static void test_length_limits(void **state)
{
    (void)state;
    char json[1024];
    char name[200];
    memset(name, 'a', 135);
    name[135] = 0;
    snprintf(json, sizeof json,
             "[{\"number\":\"ABCDEFGHI-12345\",\"name\":\"%s\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],"
             "\"play_cost\":1}]",
             name);
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards_json(ctx, json, "long.json"), DCG_OK);
    assert_int_equal(strlen(dcg_card_at(ctx, 0)->name), 135);
    assert_int_equal(strlen(dcg_card_at(ctx, 0)->number), 15);
    dcg_ctx_free(ctx);
    memset(name, 'a', 136);
    name[136] = 0;
    snprintf(json, sizeof json,
             "[{\"number\":\"XX-02\",\"name\":\"%s\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1}]", name);
    expect_error(json, DCG_EPARSE, "card XX-02", "field \"name\"", "too long", "135", NULL);
}

/* ---- errors ------------------------------------------------------------------ */

static void test_malformed_json(void **state)
{
    (void)state;
    /* the position: line 3 of the text */
    expect_error("[\n" DIGIMON("XX-01", "A") ",\n {\"number\": \"XX-02\" \"name\": \"B\"}\n]", DCG_EPARSE,
                 "bad.json:3:", "malformed JSON", "byte", NULL);
    expect_error("[" DIGIMON("XX-01", "A"), DCG_EPARSE, "malformed JSON", NULL);       /* cut short */
    expect_error("", DCG_EPARSE, "malformed JSON", NULL);
    expect_error("[" DIGIMON("XX-01", "A") "] trailing", DCG_EPARSE, "malformed JSON", NULL);
    expect_error("[1, 2,]", DCG_EPARSE, "malformed JSON", NULL);
    /* well-formed, but not an array of cards */
    expect_error("{\"cards\": []}", DCG_EPARSE, "array", NULL);
    expect_error("[\"ST1-03\"]", DCG_EPARSE, "card #1", "expected an object", NULL);
}

/* The list fields read alike (one reader): each entry non-empty and without
** '/', the joined text within its size, only "types" may be empty. */
static void test_string_lists(void **state)
{
    (void)state;
#define TAMER_WITH(field) "[{\"number\":\"XX-02\",\"name\":\"T\",\"kind\":\"Tamer\",\"colors\":[\"Blue\"],\"play_cost\":2," field "}]"
    expect_error(TAMER_WITH("\"types\":[\"Hero/Dragon\"]"), DCG_EPARSE, "field \"types\"", "a trait must be non-empty", NULL);
    expect_error(TAMER_WITH("\"also_named\":[]"), DCG_EPARSE, "field \"also_named\"", "non-empty array", NULL);
    expect_error(TAMER_WITH("\"text_has\":[\"\"]"), DCG_EPARSE, "field \"text_has\"", "a term must be non-empty", NULL);
    expect_error(TAMER_WITH("\"text_has\":[\"Save\", 3]"), DCG_EPARSE, "field \"text_has\"", "array of strings", NULL);
    expect_error(TAMER_WITH("\"text_has\":[\"" C100 "\",\"" C100 "\",\"" C100 "\"]"), DCG_EPARSE, "field \"text_has\"",
                 "too long", "255", NULL);
    dcg_ctx *ctx = cards_ctx();
    if (dcg_load_cards_json(ctx, TAMER_WITH("\"types\":[],\"text_has\":[\"Save\",\"On Play\"]"), "l.json") != DCG_OK)
        fail_msg("%s", dcg_errmsg(ctx));
    assert_string_equal(dcg_card_at(ctx, dcg_card_find(ctx, "XX-02"))->text_has, "Save/On Play");
    dcg_ctx_free(ctx);
#undef TAMER_WITH
}

static void test_missing_fields(void **state)
{
    (void)state;
    expect_error("[{\"number\":\"XX-02\",\"kind\":\"Digimon\",\"colors\":[\"Red\"]}]", DCG_EPARSE, "card XX-02",
                 "field \"name\"", "missing", NULL);
    /* no number: the card is named by its index */
    expect_error("[" TAMER("XX-01") ", {\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1}]",
                 DCG_EPARSE, "card #2", "field \"number\"", "missing", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"colors\":[\"Red\"],\"play_cost\":1}]", DCG_EPARSE,
                 "field \"kind\"", "missing", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"play_cost\":1}]", DCG_EPARSE,
                 "field \"colors\"", "missing", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,"
                 "\"play_cost\":3}]",
                 DCG_EPARSE, "card XX-02", "field \"dp\"", "missing", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Option\",\"colors\":[\"Red\"]}]", DCG_EPARSE,
                 "field \"play_cost\"", "missing", NULL);
    expect_error("[{\"number\":\"\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1}]",
                 DCG_EPARSE, "card #1", "field \"number\"", "empty", NULL);
    expect_error(WITH(",\"evo\":[{\"colors\":[\"Red\"],\"level\":2,\"cost\":0},{\"colors\":[\"Red\"],\"cost\":1}]"),
                 DCG_EPARSE, "card XX-02", "field \"evo[2].level\"", "missing", NULL);
}

static void test_wrong_types(void **state)
{
    (void)state;
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,"
                 "\"play_cost\":3,\"dp\":\"big\"}]",
                 DCG_EPARSE, "card XX-02", "field \"dp\"", "expected an integer", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":7,\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1}]",
                 DCG_EPARSE, "field \"name\"", "expected a string", NULL);
    expect_error("[{\"number\":12,\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1}]",
                 DCG_EPARSE, "card #1", "field \"number\"", "expected a string", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":\"Red\",\"play_cost\":1}]",
                 DCG_EPARSE, "field \"colors\"", "array", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[],\"play_cost\":1}]",
                 DCG_EPARSE, "field \"colors\"", "at least one", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3.5,"
                 "\"play_cost\":3,\"dp\":1000}]",
                 DCG_EPARSE, "field \"level\"", "integer", NULL);
    expect_error(WITH(",\"keywords\":\"Blocker\""), DCG_EPARSE, "field \"keywords\"", "array", NULL);
    expect_error(WITH(",\"types\":\"Dragon\""), DCG_EPARSE, "field \"types\"", "array", NULL);
    expect_error(WITH(",\"evo\":{\"colors\":[\"Red\"],\"level\":2,\"cost\":0}"), DCG_EPARSE, "field \"evo\"", "array",
                 NULL);
    expect_error(WITH(",\"has_text\":1"), DCG_EPARSE, "field \"has_text\"", "true or false", NULL);
    expect_error(WITH(",\"effect\":[\"x\"]"), DCG_EPARSE, "field \"effect\"", "expected a string", NULL);
}

static void test_unknown_values(void **state)
{
    (void)state;
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\",\"Pink\"],\"level\":3,"
                 "\"play_cost\":3,\"dp\":1000}]",
                 DCG_EPARSE, "card XX-02", "field \"colors\"", "unknown color", "Pink", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"red\"],\"play_cost\":1}]",
                 DCG_EPARSE, "unknown color", "red", NULL); /* case-sensitive */
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Monster\",\"colors\":[\"Red\"]}]", DCG_EPARSE,
                 "field \"kind\"", "unknown kind", "Monster", NULL);
    expect_error(WITH(",\"keywords\":[\"Blocker\",\"Flying\"]"), DCG_EPARSE, "field \"keywords\"", "unknown keyword",
                 "Flying", NULL);
    expect_error(WITH(",\"inherited_keywords\":[\"blocker\"]"), DCG_EPARSE, "field \"inherited_keywords\"",
                 "unknown keyword", NULL);
    /* each keyword once: several <Digisorption> are told apart by value (16-10-4) */
    expect_error(WITH(",\"keywords\":[\"Digisorption -2\",\"Digisorption -2\"]"), DCG_EPARSE, "field \"keywords\"", "given twice",
                 "Digisorption -2", NULL);
    expect_error(WITH(",\"evo\":[{\"colors\":[\"Gold\"],\"level\":2,\"cost\":0}]"), DCG_EPARSE,
                 "field \"evo[1].colors\"", "unknown color", NULL);
    /* a misspelt field is not silently ignored */
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1,"
                 "\"play_cots\":2}]",
                 DCG_EPARSE, "card XX-02", "field \"play_cots\"", "unknown field", NULL);
    expect_error(WITH(",\"evo\":[{\"colors\":[\"Red\"],\"level\":2,\"cost\":0,\"dp\":1}]"), DCG_EPARSE,
                 "field \"evo[1].dp\"", "unknown field", NULL);
}

/* A parametrised keyword is one keyword per value (cards/README.md):
** "Decoy (Red/Black)" is <Decoy (Red)> and <Decoy (Black)>; a value the
** table lacks, an empty one or a malformed list is refused by name. */
static void test_keyword_parameters(void **state)
{
    (void)state;
    dcg_ctx *ctx = dcg_ctx_new();
    assert_non_null(ctx);
    assert_int_equal(dcg_load_cards_json(ctx, WITH(",\"keywords\":[\"Decoy (Red/Black)\",\"Raid\"],"
                                                   "\"inherited_keywords\":[\"Decoy (White)\"]"), "p.json"), DCG_OK);
    assert_true(card(ctx, "XX-02")->keywords == (DCG_KW(DCG_KEY_DECOY_RED) | DCG_KW(DCG_KEY_DECOY_BLACK) | DCG_KW_RAID));
    assert_true(card(ctx, "XX-02")->inherited_keywords == DCG_KW(DCG_KEY_DECOY_WHITE));
    dcg_ctx_free(ctx);
    assert_true(dcg_keyword_set("decoy(blue/white)", 1) == (DCG_KW(DCG_KEY_DECOY_BLUE) | DCG_KW(DCG_KEY_DECOY_WHITE)));
    assert_true(dcg_keyword_set("Decoy (Blue)", 1) == 0); /* printed form where a script name is wanted */
    static const char *const bad[] = {"Decoy (Pink)", "Decoy ()", "Decoy (Red/)", "Decoy (/Red)", "Decoy (Red", "Decoy",
                                      "Raid (Red)", "Decoy (Red//Black)", "(Red)"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char json[256];
        snprintf(json, sizeof json, WITH(",\"keywords\":[\"%s\"]"), bad[i]);
        assert_int_equal(dcg_keyword_set(bad[i], 0), 0);
        expect_error(json, DCG_EPARSE, "field \"keywords\"", "unknown keyword", bad[i], NULL);
    }
}

static void test_bad_values(void **state)
{
    (void)state;
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,"
                 "\"play_cost\":-2,\"dp\":1000}]",
                 DCG_EPARSE, "card XX-02", "field \"play_cost\"", "out of range", NULL);
    expect_error(WITH(",\"evo\":[{\"colors\":[\"Red\"],\"level\":2,\"cost\":-1}]"), DCG_EPARSE, "field \"evo[1].cost\"",
                 "out of range", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,"
                 "\"play_cost\":3,\"dp\":1e300}]",
                 DCG_EPARSE, "field \"dp\"", "out of range", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":3,"
                 "\"play_cost\":3,\"dp\":-1000}]",
                 DCG_EPARSE, "field \"dp\"", "out of range", NULL);
    /* what a kind may not have */
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],"
                 "\"play_cost\":2,\"dp\":1000}]",
                 DCG_EPARSE, "field \"dp\"", "only Digimon and Digi-Eggs", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Digi-Egg\",\"colors\":[\"Red\"],\"level\":2,"
                 "\"play_cost\":0}]",
                 DCG_EPARSE, "field \"play_cost\"", "Digi-Egg", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":1,"
                 "\"dp\":1000}]",
                 DCG_EPARSE, "field \"dp\"", "only Digimon", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1,"
                 "\"level\":3}]",
                 DCG_EPARSE, "field \"level\"", NULL);
    /* too many digivolution requirements */
#define REQ "{\"colors\":[\"Red\"],\"level\":2,\"cost\":0}"
    expect_error(WITH(",\"evo\":[" REQ "," REQ "," REQ "," REQ "," REQ "," REQ "," REQ "," REQ "," REQ "]"), DCG_EPARSE,
                 "field \"evo\"", "more than 8", NULL);
#undef REQ
    /* strings longer than their field */
    expect_error("[{\"number\":\"XX-02-0123456789\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],"
                 "\"play_cost\":1}]",
                 DCG_EPARSE, "card #1", "field \"number\"", "too long", NULL);
    expect_error(WITH(",\"rarity\":\"SEC+\""), DCG_EPARSE, "field \"rarity\"", "too long", NULL);
    expect_error(WITH(",\"types\":[\"" C100 "\"]"), DCG_EPARSE, "field \"types\"", "too long", NULL);
    expect_error(WITH(",\"inherited\":\"" C100 C100 "\""), DCG_EPARSE, "field \"inherited\"", "too long", NULL);
    expect_error(WITH(",\"types\":[\"Dragon/Bird\"]"), DCG_EPARSE, "field \"types\"", "'/'", NULL);
    expect_error("[{\"number\":\"XX 02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1}]",
                 DCG_EPARSE, "field \"number\"", "spaces", NULL);
}

/* Each card number once per file; the whole file is refused. */
static void test_duplicate_in_file(void **state)
{
    (void)state;
    expect_error("[" TAMER("XX-01") "," TAMER("XX-02") "," DIGIMON("XX-02", "Again") "]", DCG_EPARSE, "card XX-02",
                 "field \"number\"", "twice", "#2", NULL);
    /* the same key twice in one card */
    expect_error(WITH(",\"dp\":4000"), DCG_EPARSE, "card XX-02", "field \"dp\"", "twice", NULL);
}

/* An error in a late card keeps the file's good cards (new and replacing)
** out too. */
static void test_failed_file_is_atomic(void **state)
{
    (void)state;
    dcg_ctx *ctx = cards_ctx();
    snapshot s = take(ctx);
    assert_int_equal(dcg_load_cards_json(ctx,
                                         "[" DIGIMON("ST1-03", "Replaced") "," DIGIMON("XX-01", "New") ","
                                         "{\"number\":\"XX-03\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],"
                                         "\"play_cost\":\"1\"}]",
                                         "mod.json"),
                     DCG_EPARSE);
    assert_msg_has(ctx, "mod.json", "card XX-03", "field \"play_cost\"", NULL);
    assert_int_equal(dcg_card_find(ctx, "XX-01"), -1);
    assert_string_equal(card(ctx, "ST1-03")->name, "Agumon");
    assert_unchanged(ctx, s);
    /* and the context still loads good files afterwards */
    assert_int_equal(dcg_load_cards_json(ctx, "[" DIGIMON("XX-01", "New") "]", "mod.json"), DCG_OK);
    assert_int_equal(dcg_card_count(ctx), SHIPPED + 1);
    dcg_ctx_free(ctx);
}

/* ---- files and directories --------------------------------------------------- */

static void test_missing_file(void **state)
{
    (void)state;
    dcg_ctx *ctx = cards_ctx();
    snapshot s = take(ctx);
    assert_int_equal(dcg_load_cards(ctx, "/nonexistent/cards.json"), DCG_EIO);
    assert_msg_has(ctx, "/nonexistent/cards.json", strerror(ENOENT), NULL);
    assert_unchanged(ctx, s);
    dcg_ctx_free(ctx);
}

/* A directory: its *.json files in name order (a later one replaces), other
** and hidden files ignored; an error names the file. */
static void test_directory(void **state)
{
    (void)state;
    char dir[] = "/tmp/dcg_test_carddb_XXXXXX";
    assert_non_null(mkdtemp(dir));
    const char *b = "[" DIGIMON("XX-01", "From b") "]";
    const char *a = "[" DIGIMON("XX-01", "From a") "," TAMER("XX-02") "]";
    write_file(dir, "b.json", b, strlen(b));
    write_file(dir, "a.json", a, strlen(a));
    write_file(dir, ".hidden.json", "not json", 8);
    write_file(dir, "notes.txt", "not json", 8);
    write_file(dir, "json", "not json", 8);
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards(ctx, dir), DCG_OK);
    assert_int_equal(dcg_card_count(ctx), 2);
    assert_int_equal(dcg_card_find(ctx, "XX-01"), 0); /* a.json first */
    assert_string_equal(dcg_card_at(ctx, 0)->name, "From b");

    /* a malformed file on disk: its path and line; the cards loaded stay */
    const char *bad = "[\n" TAMER("XX-03") ",\n  {oops}\n]\n";
    write_file(dir, "c.json", bad, strlen(bad));
    snapshot s = take(ctx);
    assert_int_equal(dcg_load_cards(ctx, dir), DCG_EPARSE);
    assert_msg_has(ctx, "c.json:3:", "malformed JSON", NULL);
    assert_int_equal(dcg_card_find(ctx, "XX-03"), -1);
    assert_unchanged(ctx, s);
    /* the same directory path with a trailing '/': the message has no "//" */
    char slash[64];
    snprintf(slash, sizeof slash, "%s/", dir);
    assert_int_equal(dcg_load_cards(ctx, slash), DCG_EPARSE);
    assert_null(strstr(dcg_errmsg(ctx), "//"));
    /* a file with a NUL byte is malformed, not cut short */
    remove_file(dir, "c.json");
    write_file(dir, "d.json", "[]\0garbage", 10);
    assert_int_equal(dcg_load_cards(ctx, dir), DCG_EPARSE);
    assert_msg_has(ctx, "d.json", "NUL", NULL);
    /* a directory named like a card file is not read as one */
    remove_file(dir, "d.json");
    char sub[64];
    snprintf(sub, sizeof sub, "%s/e.json", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    assert_int_equal(dcg_load_cards(ctx, dir), DCG_OK); /* skipped */
    assert_int_equal(dcg_card_count(ctx), 2);
    rmdir(sub);
    dcg_ctx_free(ctx);

    remove_file(dir, "a.json");
    remove_file(dir, "b.json");
    remove_file(dir, ".hidden.json");
    remove_file(dir, "notes.txt");
    remove_file(dir, "json");
    /* an empty directory loads nothing, successfully */
    ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards(ctx, dir), DCG_OK);
    assert_int_equal(dcg_card_count(ctx), 0);
    dcg_ctx_free(ctx);
    assert_int_equal(rmdir(dir), 0);
}

/* Issue 8, class 10: a card list beyond the limit is refused at once with
** the limit named (card indexes are 16-bit in the state and events). */
/* Rule facts (cards/README.md, "Rule facts"): requirements by name and
** traits (8-1), ACE <Overflow> (4-19), DNA (8-2), DigiXros (7-2), App
** Fusion (8-4), link (4-9), DUAL (4-6), and what is refused. */
static void test_rule_facts(void **state)
{
    (void)state;
    dcg_ctx *ctx = dcg_ctx_new();
    const char *json =
        "[{\"number\":\"RF-01\",\"name\":\"Ace\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":5,"
        "\"play_cost\":7,\"dp\":9000,\"overflow\":4,\"evo\":[{\"colors\":[\"Red\"],\"level\":4,\"cost\":3},"
        "{\"level\":4,\"name_has\":\"Grey\",\"cost\":2},{\"name\":\"Tai\",\"cost\":1},"
        "{\"level\":4,\"traits\":[\"Hero\",\"Dragon\"],\"cost\":2}],"
        "\"dna\":{\"cost\":0,\"from\":[{\"colors\":[\"Red\"],\"level\":4},{\"colors\":[\"Blue\"],\"level\":4}]},"
        "\"link\":{\"level\":3,\"level_min\":true,\"cost\":2,\"dp\":3000},"
        "\"dual\":{\"name\":\"Blade\",\"colors\":[\"Red\",\"Blue\"]},\"also_named\":[\"Tai\",\"Agumon\"],"
        "\"name_also_has\":[\"Grey\"]},"
        "{\"number\":\"RF-02\",\"name\":\"Xros\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":6,"
        "\"play_cost\":12,\"dp\":12000,\"digixros\":{\"reduce\":2,\"from\":[{\"name\":\"A\"},{\"level\":5,\"traits\":[\"Cyborg\"]}]}},"
        "{\"number\":\"RF-03\",\"name\":\"Blast\",\"kind\":\"Digimon\",\"colors\":[\"Red\"],\"level\":6,"
        "\"play_cost\":12,\"dp\":12000,\"blast_dna\":{\"from\":[{\"name\":\"A\"},{\"name\":\"B\"}]}}]";
    if (dcg_load_cards_json(ctx, json, "rf.json") != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    const dcg_card *a = dcg_card_at(ctx, dcg_card_find(ctx, "RF-01"));
    assert_int_equal(a->overflow, 4);
    assert_int_equal(a->n_evo, 4);
    assert_true(a->evo[1].name_has);
    assert_string_equal(a->evo[2].name, "Tai");
    assert_int_equal(a->evo[2].level, 0);
    assert_string_equal(a->evo[3].traits, "Hero/Dragon");
    assert_int_equal(a->combine, DCG_COMBINE_DNA);
    assert_int_equal(a->n_parts, 2);
    assert_int_equal(a->parts[1].colors, DCG_BLUE);
    assert_true(a->has_link && a->link.level_min);
    assert_int_equal(a->link_dp, 3000);
    assert_true(a->dual);
    assert_int_equal(a->dual_colors, DCG_RED | DCG_BLUE);
    assert_string_equal(a->also_named, "Tai/Agumon");
    assert_string_equal(a->name_also_has, "Grey");
    const dcg_card *x = dcg_card_at(ctx, dcg_card_find(ctx, "RF-02"));
    assert_int_equal(x->combine, DCG_COMBINE_DIGIXROS);
    assert_int_equal(x->combine_cost, 2);
    assert_string_equal(x->parts[1].traits, "Cyborg");
    const dcg_card *bd = dcg_card_at(ctx, dcg_card_find(ctx, "RF-03"));
    assert_int_equal(bd->combine, DCG_COMBINE_BLAST_DNA);
    assert_int_equal(bd->n_parts, 2);
    assert_string_equal(bd->parts[1].name, "B");
    dcg_ctx_free(ctx);
    ctx = dcg_ctx_new();
    if (dcg_load_cards_json(ctx, WITH(",\"assembly\":{\"reduce\":3,\"count\":2,\"different\":\"levels\","
                                     "\"from\":[{\"level\":4,\"level_max\":true,\"kind\":\"Digimon\"},{\"traits\":[\"Beast\"]}]}"),
                            "asm.json") != DCG_OK)
        fail_msg("%s", dcg_errmsg(ctx));
    const dcg_card *m = dcg_card_at(ctx, 0);
    assert_int_equal(m->asm_reduce, 3);
    assert_int_equal(m->asm_count, 2);
    assert_false(m->asm_each);
    assert_int_equal(m->asm_different, DCG_ASM_DIFFERENT_LEVELS);
    assert_int_equal(m->n_asm, 2);
    assert_true(m->asm_from[0].level_max);
    assert_int_equal(m->asm_from[0].kind, DCG_KIND_DIGIMON + 1);
    dcg_ctx_free(ctx);
    expect_error(WITH(",\"evo\":[{\"name\":\"A\",\"name_has\":\"B\",\"cost\":1}]"), DCG_EPARSE,
                 "field \"evo[1].name_has\"", "not both", NULL);
    expect_error(WITH(",\"evo\":[{\"cost\":1}]"), DCG_EPARSE, "field \"evo[1].colors\"", "missing", NULL);
    expect_error(WITH(",\"overflow\":11"), DCG_EPARSE, "field \"overflow\"", "out of range", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1,"
                 "\"overflow\":3}]", DCG_EPARSE, "field \"overflow\"", "only Digimon", NULL);
    expect_error(WITH(",\"dna\":{\"cost\":0,\"from\":[{\"name\":\"A\"}]}"), DCG_EPARSE, "field \"dna.from\"",
                 "2 to 6", NULL);
    expect_error(WITH(",\"dna\":{\"cost\":0,\"from\":[{\"name\":\"A\"},{\"name\":\"B\",\"cost\":1}]}"), DCG_EPARSE,
                 "field \"dna.from[2].cost\"", "unknown field", NULL);
    expect_error(WITH(",\"app_fusion\":{\"cost\":0,\"from\":[{\"name\":\"A\"},{\"name\":\"B\"}]},"
                      "\"digixros\":{\"reduce\":1,\"from\":[{\"name\":\"A\"}]}"),
                 DCG_EPARSE, "at most one of dna, digixros, app_fusion, burst and blast_dna", NULL);
    /* DigiXros by count (7-2-2-5): a number of cards or "any", "different" only with it, on a DigiXros only */
    ctx = dcg_ctx_new();
    if (dcg_load_cards_json(ctx, WITH(",\"digixros\":{\"reduce\":1,\"count\":\"any\",\"different\":\"numbers\","
                                     "\"from\":[{\"traits\":[\"Xros Heart\",\"Blue Flare\"],\"kind\":\"Digimon\"}]}"),
                            "xros.json") != DCG_OK)
        fail_msg("%s", dcg_errmsg(ctx));
    assert_int_equal(dcg_card_at(ctx, 0)->xros_count, DCG_XROS_ANY);
    assert_int_equal(dcg_card_at(ctx, 0)->xros_different, DCG_ASM_DIFFERENT_NUMBERS);
    dcg_ctx_free(ctx);
    expect_error(WITH(",\"digixros\":{\"reduce\":1,\"count\":0,\"from\":[{\"level\":3}]}"), DCG_EPARSE, "field \"digixros.count\"",
                 "or \"any\"", NULL);
    expect_error(WITH(",\"digixros\":{\"reduce\":1,\"count\":\"all\",\"from\":[{\"level\":3}]}"), DCG_EPARSE,
                 "field \"digixros.count\"", "or \"any\"", NULL);
    expect_error(WITH(",\"digixros\":{\"reduce\":1,\"different\":\"numbers\",\"from\":[{\"level\":3}]}"), DCG_EPARSE,
                 "field \"digixros.different\"", "needs a \"count\"", NULL);
    expect_error(WITH(",\"dna\":{\"cost\":0,\"count\":2,\"from\":[{\"name\":\"A\"},{\"name\":\"B\"}]}"), DCG_EPARSE,
                 "field \"dna.count\"", "only a DigiXros", NULL);
    /* <Blast DNA Digivolve> (16-31): two requirements, never a cost */
    expect_error(WITH(",\"blast_dna\":{\"cost\":0,\"from\":[{\"name\":\"A\"},{\"name\":\"B\"}]}"), DCG_EPARSE,
                 "field \"blast_dna.cost\"", "without paying", NULL);
    expect_error(WITH(",\"blast_dna\":{\"from\":[{\"name\":\"A\"},{\"name\":\"B\"},{\"name\":\"C\"}]}"), DCG_EPARSE,
                 "field \"blast_dna.from\"", "2 to 2", NULL);
    /* <Succession (...)> (16-47): a requirement of a Digimon card */
    expect_error("[{\"number\":\"XX-03\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1,"
                 "\"succession\":{\"name\":\"A\"}}]", DCG_EPARSE, "field \"succession\"", "only Digimon", NULL);
    expect_error(WITH(",\"succession\":{\"name\":\"A\",\"cost\":1}"), DCG_EPARSE, "field \"succession.cost\"", "unknown field", NULL);
    /* <Detach (...)> (16-46): its link cards' requirement is card data; the keyword alone names none */
    expect_error(WITH(",\"keywords\":[\"Detach\"]"), DCG_EPARSE, "field \"keywords\"", "\"detach\"", NULL);
    expect_error("[{\"number\":\"XX-03\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1,"
                 "\"detach\":{\"traits\":[\"A\"]}}]", DCG_EPARSE, "field \"detach\"", "only Digimon", NULL);
    /* a digivolution requirement that no card on the field could meet is refused (8-1-1) */
    expect_error(WITH(",\"evo\":[{\"kind\":\"Option\",\"colors\":[\"Red\"],\"level\":3,\"cost\":1}]"), DCG_EPARSE,
                 "field \"evo[1].kind\"", "never be met", NULL);
    expect_error(WITH(",\"evo\":[{\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"cost\":1}]"), DCG_EPARSE,
                 "field \"evo[1].level\"", "the level the Tamer is treated as", NULL);
    expect_error(WITH(",\"evo\":[{\"kind\":\"Tamer\",\"level\":3,\"level_min\":true,\"cost\":1}]"), DCG_EPARSE,
                 "field \"evo[1].level_min\"", "one level", NULL);
    /* a requirement opened by placing cards first (BT7-112): only a Tamer's, with what it places */
    expect_error(WITH(",\"evo\":[{\"colors\":[\"Red\"],\"level\":3,\"cost\":1,\"by_placing\":{\"count\":2,\"any_of\":[{\"kind\":\"Tamer\"}]}}]"),
                 DCG_EPARSE, "field \"evo[1].by_placing\"", "only on a requirement of kind", NULL);
    expect_error(WITH(",\"evo\":[{\"kind\":\"Tamer\",\"level\":6,\"cost\":1,\"by_placing\":{\"count\":2,\"any_of\":[]}}]"),
                 DCG_EPARSE, "field \"evo[1].by_placing.any_of\"", "1 or 2 requirements", NULL);
    expect_error(WITH(",\"evo\":[{\"kind\":\"Tamer\",\"level\":6,\"cost\":1,\"by_placing\":{\"count\":0,\"any_of\":[{\"kind\":\"Tamer\"}]}}]"),
                 DCG_EPARSE, "field \"evo[1].by_placing.count\"", NULL, NULL);
    expect_error(WITH(",\"link\":{\"traits\":[\"Appmon\"],\"cost\":1}"), DCG_EPARSE, "field \"link.dp\"", "missing", NULL);
    expect_error(WITH(",\"burst\":{\"cost\":0,\"from\":[{\"name\":\"A\"},{\"name\":\"B\"},{\"name\":\"C\"}]}"), DCG_EPARSE,
                 "field \"burst.from\"", "the Tamer it returns", NULL); /* 8-3-1: one Digimon, one Tamer */
    expect_error(WITH(",\"link_plus\":10"), DCG_EPARSE, "field \"link_plus\"", "out of range", NULL);
    expect_error(WITH(",\"evo\":[{\"traits\":[\"012345678901234567890123\",\"012345678901234567890123\"],\"cost\":1}]"),
                 DCG_EPARSE, "field \"evo[1].traits\"", "too long", NULL);
    /* Assembly (7-3): what is refused, each naming its field */
    expect_error(WITH(",\"assembly\":{\"reduce\":2,\"from\":[]}"), DCG_EPARSE, "field \"assembly.from\"", "1 to 4", NULL);
    expect_error(WITH(",\"assembly\":{\"reduce\":2,\"from\":[{\"name\":\"A\"}],\"different\":\"names\"}"), DCG_EPARSE,
                 "field \"assembly.different\"", "needs a \"count\"", NULL);
    expect_error(WITH(",\"assembly\":{\"reduce\":2,\"count\":11,\"from\":[{\"name\":\"A\"}]}"), DCG_EPARSE,
                 "field \"assembly.count\"", NULL);
    expect_error(WITH(",\"assembly\":{\"reduce\":2,\"from\":[{\"name\":\"A\",\"level_max\":true}]}"), DCG_EPARSE,
                 "field \"assembly.from[1].level_max\"", "needs a \"level\"", NULL);
    expect_error(WITH(",\"assembly\":{\"reduce\":2,\"from\":[{\"level\":3,\"kind\":\"Digimons\"}]}"), DCG_EPARSE,
                 "field \"assembly.from[1].kind\"", NULL);
    expect_error(WITH(",\"assembly\":{\"reduce\":2,\"from\":[{\"name\":\"A\"}],\"cost\":1}"), DCG_EPARSE,
                 "field \"assembly.cost\"", "unknown field", NULL);
    expect_error("[{\"number\":\"XX-02\",\"name\":\"N\",\"kind\":\"Tamer\",\"colors\":[\"Red\"],\"play_cost\":1,"
                 "\"assembly\":{\"reduce\":1,\"from\":[{\"name\":\"A\"}]}}]", DCG_EPARSE, "field \"assembly\"", "only Digimon", NULL);
}

static void test_too_many_cards(void **state)
{
    (void)state;
    char *json = test_option_cards("BG", 40000);
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards_json(ctx, json, "big.json"), DCG_ELIMIT);
    assert_non_null(strstr(dcg_errmsg(ctx), "more than 32767 cards"));
    assert_int_equal(dcg_card_count(ctx), 0);
    free(json);
    dcg_ctx_free(ctx);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_dir),
        cmocka_unit_test(test_single_file_twice),
        cmocka_unit_test(test_card_find),
        cmocka_unit_test(test_replace_keeps_index),
        cmocka_unit_test(test_defaults_and_fields),
        cmocka_unit_test(test_length_limits),
        cmocka_unit_test(test_malformed_json),
        cmocka_unit_test(test_missing_fields),
        cmocka_unit_test(test_string_lists),
        cmocka_unit_test(test_wrong_types),
        cmocka_unit_test(test_unknown_values),
        cmocka_unit_test(test_bad_values),
        cmocka_unit_test(test_duplicate_in_file),
        cmocka_unit_test(test_failed_file_is_atomic),
        cmocka_unit_test(test_keyword_parameters),
        cmocka_unit_test(test_missing_file),
        cmocka_unit_test(test_directory),
        cmocka_unit_test(test_too_many_cards),
        cmocka_unit_test(test_rule_facts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
