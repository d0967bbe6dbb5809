/* test_formats.c: formats as Lua files (deck rules, game parameters), deck
** interchange (text, Tabletop Simulator JSON, plain lines) and the import of
** community card databases; every error path names file, line or field. */
#include "support.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static dcg_ctx *ctx;
static int setup(void **s)
{
    (void)s;
    ctx = test_ctx();
    if (dcg_load_dir(ctx, test_path("tests/fixtures/mod")) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    return 0;
}
static int teardown(void **s) { (void)s; dcg_ctx_free(ctx); return 0; }

static const char *write_tmp(const char *name, const char *text)
{
    static char path[256];
    snprintf(path, sizeof path, "/tmp/dcg-%d-%s", (int)getpid(), name);
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    return path;
}

static void test_shipped_formats(void **s)
{
    (void)s;
    dcg_format f;
    assert_int_equal(dcg_format_load(ctx, "standard", &f), DCG_OK);
    assert_string_equal(f.name, "standard");
    assert_int_equal(f.main_size, 50);
    assert_true(f.n_restricted > 10);
    assert_true(f.n_banned >= 1);
    assert_int_equal(f.n_pairs, 1);
    assert_int_equal(dcg_format_load(ctx, "starter", &f), DCG_OK);
    assert_int_equal(f.n_sets, 8); /* ST1-ST6, ST9, ST10 */
    assert_int_equal(dcg_format_load(ctx, "legacy", &f), DCG_OK);
    assert_int_equal(f.redraw, 0);
    assert_int_equal(f.security_first, 1);
    assert_int_equal(f.breeding_move_level, 3);
    assert_int_equal(dcg_format_load(ctx, "nonesuch", &f), DCG_EIO);
    assert_non_null(strstr(dcg_errmsg(ctx), "nonesuch"));
}

static void expect_format_error(const char *text, const char *part)
{
    dcg_format f;
    const char *path = write_tmp("bad.lua", text);
    assert_int_not_equal(dcg_format_load(ctx, path, &f), DCG_OK);
    if (!strstr(dcg_errmsg(ctx), part) || !strstr(dcg_errmsg(ctx), "bad.lua")) fail_msg("message: %s", dcg_errmsg(ctx));
    unlink(path);
}

static void test_format_errors(void **s)
{
    (void)s;
    expect_format_error("return 5", "must return a table");
    expect_format_error("return {deck = {mian = 50}}", "deck.mian: unknown field");
    expect_format_error("return {deck = {main = 'fifty'}}", "deck.main: expected an integer");
    expect_format_error("return {game = {hand = 99}}", "game.hand: out of range");
    expect_format_error("return {game = {memory_cap = 5, pass_memory = 7}}", "more than memory_cap");
    expect_format_error("return {deck = {banned_pairs = {{'A'}}}}", "banned_pairs");
    expect_format_error("return {", "bad.lua:1:");
    expect_format_error("while true do end", "instruction budget");
    /* a user's own format from a path works */
    dcg_format f;
    const char *path = write_tmp("mine.lua", "return {name = 'mine', deck = {main = 40, copies = 3}, game = {hand = 6}}");
    assert_int_equal(dcg_format_load(ctx, path, &f), DCG_OK);
    assert_int_equal(f.main_size, 40);
    assert_int_equal(f.copies, 3);
    assert_int_equal(f.hand, 6);
    assert_int_equal(f.security, 5);
    unlink(path);
}

/* Every violation against the chosen format, with lines. */
static void test_deck_against_formats(void **s)
{
    (void)s;
    dcg_format standard, starter;
    assert_int_equal(dcg_format_load(ctx, "standard", &standard), DCG_OK);
    assert_int_equal(dcg_format_load(ctx, "starter", &starter), DCG_OK);
    dcg_deck d;
    assert_int_equal(dcg_deck_load_for(ctx, test_path("cards/decks/st2.txt"), &standard, &d), DCG_EDECK);
    assert_non_null(strstr(dcg_errmsg(ctx), "st2.txt:16: ST2-13 is restricted to 1 copy in standard"));
    assert_int_equal(dcg_deck_load_for(ctx, test_path("cards/decks/st2.txt"), &starter, &d), DCG_OK);
    assert_int_equal(dcg_deck_load_for(ctx, test_path("cards/decks/st6.txt"), &starter, &d), DCG_OK);
    /* a card outside the starter sets */
    const char *text = "4 ST1-01\n4 BT1-010\n4 ST1-02\n4 ST1-03\n4 ST1-04\n4 ST1-05\n4 ST1-06\n4 ST1-07\n4 ST1-08\n"
                       "4 ST1-09\n4 ST1-10\n4 ST1-11\n4 ST1-12\n2 ST1-13\n";
    assert_int_equal(dcg_deck_parse_for(ctx, text, "mixed", &starter, &d), DCG_EDECK);
    assert_non_null(strstr(dcg_errmsg(ctx), "mixed:2: BT1-010 is not in a set starter allows"));
    /* banned and banned pair, against a format of our own */
    const char *path = write_tmp("rules.lua",
        "return {deck = {banned = {'ST1-16'}, restricted = {'ST1-15'}, banned_pairs = {{'ST1-13', 'ST1-14'}}}}");
    dcg_format mine;
    assert_int_equal(dcg_format_load(ctx, path, &mine), DCG_OK);
    unlink(path);
    const char *t2 = "4 ST1-01\n4 ST1-02\n4 ST1-03\n4 ST1-04\n4 ST1-05\n4 ST1-06\n4 ST1-07\n4 ST1-08\n4 ST1-09\n"
                     "4 ST1-10\n4 ST1-11\n2 ST1-13\n2 ST1-14\n2 ST1-15\n2 ST1-16\n";
    assert_int_equal(dcg_deck_parse_for(ctx, t2, "t2", &mine, &d), DCG_EDECK);
    const char *msg = dcg_errmsg(ctx);
    const char *want[] = {"t2:15: ST1-16 is banned", "t2:14: ST1-15 is restricted to 1 copy",
                          "t2:13: ST1-14 and ST1-13 (line 12) may not be in one deck"};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        if (!strstr(msg, want[i])) fail_msg("missing '%s' in:\n%s", want[i], msg);
}

/* Text, TTS and plain lists; detection; writing and reading back. */
static void test_deck_styles(void **s)
{
    (void)s;
    dcg_deck d, back;
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st3.txt"), &d), DCG_OK);
    for (int style = 0; style < DCG_DECK_STYLE_COUNT; style++) {
        char buf[8192];
        int n = dcg_deck_write(ctx, &d, style, buf, sizeof buf);
        assert_true(n > 0 && n < (int)sizeof buf);
        assert_int_equal(dcg_deck_detect(buf), style == DCG_DECK_TTS ? DCG_DECK_TTS : DCG_DECK_TEXT);
        if (dcg_deck_parse(ctx, buf, "back", &back) != DCG_OK) fail_msg("style %d: %s", style, dcg_errmsg(ctx));
        assert_int_equal(back.n_main, d.n_main);
        assert_int_equal(back.n_eggs, d.n_eggs);
        assert_memory_equal(back.main, d.main, sizeof(uint16_t) * (size_t)d.n_main);
    }
}

static void test_tts_errors(void **s)
{
    (void)s;
    dcg_deck d;
    assert_int_equal(dcg_deck_parse(ctx, "[\"Exported\",\n\"ST1-01\",\n\"XX-99\"\n]", "t.json", &d), DCG_EPARSE);
    assert_non_null(strstr(dcg_errmsg(ctx), "t.json:3: unknown card number XX-99"));
    assert_int_equal(dcg_deck_parse(ctx, "[\"ST1-01\" \"ST1-02\"]", "t.json", &d), DCG_EPARSE);
    assert_non_null(strstr(dcg_errmsg(ctx), "expected ',' or ']'"));
    assert_int_equal(dcg_deck_parse(ctx, "[\"ST1-01\", 5]", "t.json", &d), DCG_EPARSE);
    assert_int_equal(dcg_deck_parse(ctx, "[\"ST1-01", "t.json", &d), DCG_EPARSE);
    assert_non_null(strstr(dcg_errmsg(ctx), "unterminated"));
}

/* 5-2-1-6 against the first rule manual: legacy sets security from the
** deck before drawing the hand, so the same seed deals the two piles the
** other way around. */
static void test_legacy_security_first(void **s)
{
    (void)s;
    dcg_format legacy;
    assert_int_equal(dcg_format_load(ctx, "legacy", &legacy), DCG_OK);
    dcg_deck a;
    assert_int_equal(dcg_deck_load(ctx, test_path("cards/decks/st1.txt"), &a), DCG_OK);
    dcg_state *std = dcg_state_new(), *leg = dcg_state_new();
    assert_int_equal(dcg_game_start(ctx, std, &a, &a, 5), DCG_OK);
    assert_int_equal(dcg_answer(ctx, std, 0), DCG_OK); /* keep */
    assert_int_equal(dcg_answer(ctx, std, 0), DCG_OK); /* keep */
    assert_int_equal(dcg_game_start_format(ctx, leg, &a, &a, 5, &legacy), DCG_OK);
    for (int p = 0; p < 2; p++) {
        uint8_t hs[64], ss[64], hl[64], sl[64];
        int nhs = dcg_zone_cards(std, p, DCG_ZONE_HAND, hs, 64), nss = dcg_zone_cards(std, p, DCG_ZONE_SECURITY, ss, 64);
        int nhl = dcg_zone_cards(leg, p, DCG_ZONE_HAND, hl, 64), nsl = dcg_zone_cards(leg, p, DCG_ZONE_SECURITY, sl, 64);
        assert_int_equal(nhs, 5);
        assert_int_equal(nsl, 5);
        (void)nss;
        (void)nhl;
        /* the hand of the standard game is legacy's security, as a set */
        for (int i = 0; i < 5; i++) {
            bool found = false;
            for (int k = 0; k < 5; k++) found |= hs[i] == sl[k];
            assert_true(found);
        }
        (void)ss;
        (void)hl;
    }
    dcg_state_free(std);
    dcg_state_free(leg);
}

/* Remove an import's output directory dir (its files removed before). */
static void remove_import_dir(const char *dir)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, DCG_IMPORT_UNREAD);
    unlink(path);
    rmdir(dir);
}

/* Import the community card file at fixture (relative to the source tree) into dir/ (made here). */
static void import_fixture(const char *fixture, const char *dir, int *cards, int *sets, int *left)
{
    mkdir(dir, 0700);
    FILE *f = fopen(test_path(fixture), "rb");
    assert_non_null(f);
    static char buf[65536];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    assert_true(n < sizeof buf - 1);
    buf[n] = 0;
    fclose(f);
    if (dcg_cards_import(ctx, buf, fixture, dir, cards, sets, left) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
}

static void test_import(void **s)
{
    (void)s;
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/dcg-import-%d", (int)getpid());
    int cards, sets, left;
    import_fixture("tests/fixtures/community-cards.json", dir, &cards, &sets, &left);
    assert_int_equal(cards, 13);
    assert_int_equal(sets, 3);
    assert_int_equal(left, 2); /* ZZ3-03's "[Takuya] w/2 or more ... under" is a script's, ZZ3-02's second way to combine */
    dcg_ctx *c2 = dcg_ctx_new();
    if (dcg_load_cards(c2, dir) != DCG_OK) fail_msg("%s", dcg_errmsg(c2));
    const dcg_card *wall = dcg_card_at(c2, dcg_card_find(c2, "ZZ1-03"));
    assert_true(wall->keywords & DCG_KW_BLOCKER);
    assert_false(wall->has_text); /* only the keyword and its reminder */
    assert_int_equal(wall->evo[0].colors, 0x7F);
    const dcg_card *other = dcg_card_at(c2, dcg_card_find(c2, "ZZ2-02"));
    assert_int_equal(other->level, 4);
    assert_int_equal(other->colors, DCG_YELLOW | DCG_GREEN);
    assert_int_equal(other->evo[0].level, 3);
    assert_true(dcg_card_at(c2, dcg_card_find(c2, "ZZ2-01"))->has_text);
    assert_true(dcg_card_at(c2, dcg_card_find(c2, "ZZ1-01"))->has_text);
    /* rule facts (cards/README.md): ACE, [Digivolve] and [Rule] lines, DNA, DigiXros, App Fusion, link, DUAL */
    const dcg_card *ace = dcg_card_at(c2, dcg_card_find(c2, "ZZ3-01"));
    assert_int_equal(ace->overflow, 3);
    assert_int_equal(ace->n_evo, 3);
    assert_string_equal(ace->evo[1].name, "Grey");
    assert_true(ace->evo[1].name_has);
    assert_int_equal(ace->evo[1].level, 4);
    assert_int_equal(ace->evo[1].cost, 2);
    assert_string_equal(ace->evo[2].traits, "Hero/Dragon");
    assert_int_equal(ace->evo[2].level, 4);
    assert_string_equal(ace->types, "Dragon/Knight");
    assert_string_equal(ace->also_named, "Greymon/Tai"); /* 2-3-4-3 */
    assert_string_equal(ace->name_also_has, "Dramon");   /* 2-3-4-4 */
    /* (Rule) lines in the middle of a text, in parentheses, two traits in one (2-3-4-2), a card number (2-3-4-5) */
    const dcg_card *vee = dcg_card_at(c2, dcg_card_find(c2, "ZZ3-13"));
    assert_string_equal(vee->name, "Veemon"); /* 2-3-1-4 */
    assert_string_equal(vee->types, "Dragon/Angel/Beast");
    assert_string_equal(vee->also_numbered, "ZZ3-01");
    assert_true(dcg_card_has_number(vee, "ZZ3-01") && dcg_card_has_number(vee, "ZZ3-13") && !dcg_card_has_number(vee, "ZZ3-0"));
    assert_string_equal(vee->name_also_has, "Leomon/Agu");
    assert_string_equal(vee->attribute, "Free"); /* its (Rule) attribute, a trait (2-3-2-1) */
    const dcg_card *dna = dcg_card_at(c2, dcg_card_find(c2, "ZZ3-02"));
    assert_int_equal(dna->combine, DCG_COMBINE_DNA);
    assert_int_equal(dna->n_parts, 2);
    assert_int_equal(dna->parts[1].colors, DCG_YELLOW);
    assert_int_equal(dna->parts[1].level, 5);
    const dcg_card *app = dcg_card_at(c2, dcg_card_find(c2, "ZZ3-03"));
    assert_int_equal(app->combine, DCG_COMBINE_APP_FUSION);
    assert_string_equal(app->parts[1].name, "Navimon");
    assert_true(app->has_link);
    assert_int_equal(app->link_dp, 2000);
    assert_int_equal(app->link.cost, 1);
    assert_string_equal(app->link.traits, "Appmon");
    const dcg_card *dual = dcg_card_at(c2, dcg_card_find(c2, "ZZ3-04"));
    assert_true(dual->dual);
    assert_string_equal(dual->dual_name, "Dual Blade");
    assert_int_equal(dual->dual_colors, DCG_YELLOW);
    assert_string_equal(dual->evo[1].name, "Takuya");
    assert_false(dual->evo[1].name_has);
    assert_true(dual->has_text); /* its Option side's text */
    const dcg_card *rule = dcg_card_at(c2, dcg_card_find(c2, "ZZ3-05"));
    assert_false(rule->has_text); /* a rule line only, read into "evo": no script needed */
    assert_string_equal(rule->evo[1].traits, "Dragon");
    assert_true(ace->has_text);
    /* the keyword lines after the rule lines, each one (16-41, 16-21; inherited 16-39, 16-7) */
    const dcg_card *keys = dcg_card_at(c2, dcg_card_find(c2, "ZZ3-06"));
    assert_true(keys->keywords == (DCG_KW_TRAINING | DCG_KW(DCG_KEY_MATERIAL_SAVE_2) | DCG_KW_DETACH));
    assert_true(keys->inherited_keywords == (DCG_KW_PROGRESS | DCG_KW_PIERCING));
    assert_int_equal(keys->evo[1].cost, 1);
    assert_true(keys->has_succession); /* 16-47 */
    assert_int_equal(keys->succession.level, 3);
    assert_string_equal(keys->succession.name, "Test");
    assert_true(keys->succession.name_has);
    assert_true(keys->has_detach); /* 16-46: the link cards it names */
    assert_string_equal(keys->detach.traits, "Seven Code");
    const dcg_card *blast = dcg_card_at(c2, dcg_card_find(c2, "ZZ3-07")); /* 16-31: its DNA requirements */
    assert_int_equal(blast->combine, DCG_COMBINE_BLAST_DNA);
    assert_string_equal(blast->parts[0].name, "Aamon");
    assert_string_equal(blast->parts[1].name, "Bbmon");
    dcg_ctx_free(c2);
    snprintf(path, sizeof path, "%s/ZZ3.json", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/ZZ1.json", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/ZZ2.json", dir);
    unlink(path);
    /* errors: index and field, nothing written */
    assert_int_equal(dcg_cards_import(ctx, "[{\"nameEn\": \"x\"}, {\"cardId\": \"ZZ3-01\", \"nameEn\": \"y\", \"kinds\": [\"Digimon\"],"
                                           " \"colors\": [\"Red\"], \"level\": 3, \"playCost\": 3}]", "bad", dir, &cards, &sets, &left),
                     DCG_EPARSE);
    const char *msg = dcg_errmsg(ctx);
    if (!strstr(msg, "bad: entry 1: no card number") || !strstr(msg, "entry 2 ZZ3-01: field dp")) fail_msg("%s", msg);
    snprintf(path, sizeof path, "%s/ZZ3.json", dir);
    assert_int_not_equal(access(path, F_OK), 0);
    assert_int_equal(dcg_cards_import(ctx, "{\"x\": 1", "broken", dir, &cards, &sets, &left), DCG_EPARSE);
    remove_import_dir(dir);
}

/* Rule lines in forms the importer does not read, or with values the card
** format does not hold (a level of 99999999999, a name of 300 bytes, an
** Overflow of 99): counted, left out, and every file written loads. */
static void test_import_rule_edges(void **s)
{
    (void)s;
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/dcg-import-edges-%d", (int)getpid());
    int cards, sets, left;
    import_fixture("tests/fixtures/community-rule-edges.json", dir, &cards, &sets, &left);
    assert_int_equal(cards, 22);
    assert_true(left > 22); /* each entry has at least one (its Overflow of 99) */
    dcg_ctx *c2 = dcg_ctx_new();
    if (dcg_load_cards(c2, dir) != DCG_OK) fail_msg("%s", dcg_errmsg(c2));
    assert_int_equal(dcg_card_at(c2, dcg_card_find(c2, "EE1-16"))->n_evo, 0); /* Lv.99999999999: not read */
    assert_int_equal(dcg_card_at(c2, dcg_card_find(c2, "EE1-00"))->overflow, 0);
    dcg_ctx_free(c2);
    snprintf(path, sizeof path, "%s/EE1.json", dir);
    unlink(path);
    remove_import_dir(dir);
}

/* [Assembly -N] rule lines (7-3-1): the forms the card format holds are
** read into "assembly", "in text" and one-per-slot alternatives are not. */
/* The terms printed in a card's text (4-23), as the card fact text_has: the
** bracketed terms and keyword icons of all three texts, ASCII or full-width,
** each once, no-break spaces read as spaces, and nothing of a note in
** parentheses (4-23-5: <Security A. +1> in Alliance's note is not text). */
static void test_import_text_terms(void **s)
{
    (void)s;
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/dcg-import-terms-%d", (int)getpid());
    int cards, sets, left;
    import_fixture("tests/fixtures/community-terms.json", dir, &cards, &sets, &left);
    assert_int_equal(cards, 2);
    assert_int_equal(left, 0);
    dcg_ctx *c2 = dcg_ctx_new();
    if (dcg_load_cards(c2, dir) != DCG_OK) fail_msg("%s", dcg_errmsg(c2));
    assert_string_equal(dcg_card_at(c2, dcg_card_find(c2, "ZT1-01"))->text_has,
                        "Alliance/On Play/Greymon/Garurumon/Your Turn/Save/Security");
    assert_string_equal(dcg_card_at(c2, dcg_card_find(c2, "ZT1-02"))->text_has, "");
    dcg_ctx_free(c2);
    snprintf(path, sizeof path, "%s/ZT1.json", dir);
    unlink(path);
    remove_import_dir(dir);
}

static void test_import_assembly(void **s)
{
    (void)s;
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/dcg-import-asm-%d", (int)getpid());
    int cards, sets, left;
    import_fixture("tests/fixtures/community-assembly.json", dir, &cards, &sets, &left);
    assert_int_equal(cards, 8);
    assert_int_equal(left, 2); /* ZA1-06 "in text", ZA1-07 "Lv.5 x Lv.4, all w/..." */
    dcg_ctx *c2 = dcg_ctx_new();
    if (dcg_load_cards(c2, dir) != DCG_OK) fail_msg("%s", dcg_errmsg(c2));
    const dcg_card *c = dcg_card_at(c2, dcg_card_find(c2, "ZA1-01"));
    assert_int_equal(c->asm_reduce, 2);
    assert_int_equal(c->asm_count, 1);
    assert_int_equal(c->n_asm, 1);
    assert_int_equal(c->asm_from[0].level, 4);
    assert_true(c->asm_from[0].level_max);
    assert_string_equal(c->asm_from[0].traits, "Beast");
    assert_false(c->has_text); /* the rule line is all its text */
    c = dcg_card_at(c2, dcg_card_find(c2, "ZA1-02"));
    assert_int_equal(c->asm_count, 2);
    assert_false(c->asm_each);
    assert_int_equal(c->asm_different, DCG_ASM_DIFFERENT_LEVELS);
    assert_int_equal(c->asm_from[0].kind, DCG_KIND_DIGIMON + 1);
    assert_string_equal(c->asm_from[0].traits, "Beast/Dragon");
    c = dcg_card_at(c2, dcg_card_find(c2, "ZA1-03"));
    assert_true(c->asm_each);
    assert_int_equal(c->asm_count, 1);
    assert_string_equal(c->asm_from[0].name, "Testmon");
    c = dcg_card_at(c2, dcg_card_find(c2, "ZA1-04"));
    assert_int_equal(c->asm_count, 3);
    assert_int_equal(c->n_asm, 3);
    assert_int_equal(c->asm_different, DCG_ASM_DIFFERENT_NAMES);
    assert_string_equal(c->asm_from[2].name, "Cmon");
    c = dcg_card_at(c2, dcg_card_find(c2, "ZA1-05"));
    assert_int_equal(c->asm_count, 1);
    assert_int_equal(c->n_asm, 2); /* any one of: Lv.4 or lower with Agu in its name, Lv.4 or lower Hero */
    assert_true(c->asm_from[0].name_has);
    assert_true(c->asm_from[1].level_max);
    assert_string_equal(c->asm_from[1].traits, "Hero");
    assert_true(c->has_text);
    assert_int_equal(dcg_card_at(c2, dcg_card_find(c2, "ZA1-06"))->asm_count, 0);
    assert_int_equal(dcg_card_at(c2, dcg_card_find(c2, "ZA1-07"))->asm_count, 0);
    c = dcg_card_at(c2, dcg_card_find(c2, "ZA1-08")); /* "Lv.4 or lower Digimon card w/[Sea] in any trait or w/[Hero] trait" */
    assert_int_equal(c->n_asm, 2);
    assert_true(c->asm_from[0].trait_part); /* 2-3-2-4 */
    assert_string_equal(c->asm_from[0].traits, "Sea");
    assert_int_equal(c->asm_from[0].kind, DCG_KIND_DIGIMON + 1);
    assert_false(c->asm_from[1].trait_part);
    assert_int_equal(c->asm_from[1].level, 4);
    assert_true(c->asm_from[1].level_max);
    dcg_ctx_free(c2);
    snprintf(path, sizeof path, "%s/ZA1.json", dir);
    unlink(path);
    remove_import_dir(dir);
}

/* [DigiXros -N] rule lines by count (7-2-2-5): "K ... cards w/different
** card numbers", "∞ Digimon cards w/[T]/[U] trait & different card
** numbers" (∞: "any"), "K Digimon cards w/[T] trait" (no "different"); the
** named form as before; a count past a stack's room is not read. */
static void test_import_xros(void **s)
{
    (void)s;
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/dcg-import-xros-%d", (int)getpid());
    int cards, sets, left;
    import_fixture("tests/fixtures/community-xros.json", dir, &cards, &sets, &left);
    assert_int_equal(cards, 5);
    assert_int_equal(left, 1); /* ZX1-05: 31 cards */
    dcg_ctx *c2 = dcg_ctx_new();
    if (dcg_load_cards(c2, dir) != DCG_OK) fail_msg("%s", dcg_errmsg(c2));
    const dcg_card *c = dcg_card_at(c2, dcg_card_find(c2, "ZX1-01"));
    assert_int_equal(c->combine, DCG_COMBINE_DIGIXROS);
    assert_int_equal(c->combine_cost, 1);
    assert_int_equal(c->xros_count, 5);
    assert_int_equal(c->xros_different, DCG_ASM_DIFFERENT_NUMBERS);
    assert_int_equal(c->n_parts, 1);
    assert_int_equal(c->parts[0].level, 5);
    assert_true(c->parts[0].level_max);
    assert_string_equal(c->parts[0].traits, "Cyborg/Composite");
    assert_int_equal(c->parts[0].kind, DCG_KIND_DIGIMON + 1);
    assert_false(c->has_text);
    c = dcg_card_at(c2, dcg_card_find(c2, "ZX1-02"));
    assert_int_equal(c->xros_count, DCG_XROS_ANY);
    assert_int_equal(c->xros_different, DCG_ASM_DIFFERENT_NUMBERS);
    assert_string_equal(c->parts[0].traits, "Xros Heart/Blue Flare");
    assert_int_equal(c->parts[0].level, 0);
    assert_true(c->has_text);
    c = dcg_card_at(c2, dcg_card_find(c2, "ZX1-03"));
    assert_int_equal(c->combine_cost, 2);
    assert_int_equal(c->xros_count, 2);
    assert_int_equal(c->xros_different, DCG_ASM_DIFFERENT_NONE);
    assert_string_equal(c->parts[0].traits, "Bagra Army");
    c = dcg_card_at(c2, dcg_card_find(c2, "ZX1-04"));
    assert_int_equal(c->xros_count, 0);
    assert_int_equal(c->n_parts, 2);
    assert_string_equal(c->parts[1].name, "Othermon");
    assert_int_equal(dcg_card_at(c2, dcg_card_find(c2, "ZX1-05"))->combine, DCG_COMBINE_NONE);
    dcg_ctx_free(c2);
    snprintf(path, sizeof path, "%s/ZX1.json", dir);
    unlink(path);
    remove_import_dir(dir);
}

/* [Burst Digivolve] rule lines (8-3-1, 2-3-8-1): the bracketed form and the
** older "Burst Digivolve: N from [X] ..." one are read into "burst" (its
** note, 2-3-8-2, is no text to script); a form naming more than one card
** or a level is not read, counted, and left as text. */
static void test_import_burst(void **s)
{
    (void)s;
    char dir[128], path[256];
    snprintf(dir, sizeof dir, "/tmp/dcg-import-burst-%d", (int)getpid());
    int cards, sets, left;
    import_fixture("tests/fixtures/community-burst.json", dir, &cards, &sets, &left);
    assert_int_equal(cards, 5);
    assert_int_equal(left, 2); /* ZB1-04 "[Testmon]/[Othermon]", ZB1-05 "from Lv.5" */
    dcg_ctx *c2 = dcg_ctx_new();
    if (dcg_load_cards(c2, dir) != DCG_OK) fail_msg("%s", dcg_errmsg(c2));
    const dcg_card *c = dcg_card_at(c2, dcg_card_find(c2, "ZB1-01"));
    assert_int_equal(c->combine, DCG_COMBINE_BURST);
    assert_int_equal(c->combine_cost, 0);
    assert_int_equal(c->n_parts, 2);
    assert_string_equal(c->parts[0].name, "Testmon");
    assert_string_equal(c->parts[1].name, "Tester");
    assert_false(c->has_text); /* the rule line is all its text */
    c = dcg_card_at(c2, dcg_card_find(c2, "ZB1-02"));
    assert_int_equal(c->combine, DCG_COMBINE_BURST);
    assert_int_equal(c->combine_cost, 2);
    assert_string_equal(c->parts[1].name, "Tester Two");
    assert_string_equal(c->evo[c->n_evo - 1].traits, "Hero"); /* the [Digivolve] line before it */
    assert_true(c->has_text);
    c = dcg_card_at(c2, dcg_card_find(c2, "ZB1-03"));
    assert_int_equal(c->combine, DCG_COMBINE_BURST);
    assert_int_equal(c->combine_cost, 1);
    assert_string_equal(c->parts[0].name, "Testmon");
    assert_true(c->has_text); /* its [When Digivolving] */
    c = dcg_card_at(c2, dcg_card_find(c2, "ZB1-04"));
    assert_int_not_equal(c->combine, DCG_COMBINE_BURST);
    assert_true(c->has_text);
    c = dcg_card_at(c2, dcg_card_find(c2, "ZB1-05"));
    assert_int_not_equal(c->combine, DCG_COMBINE_BURST);
    assert_true(c->has_text);
    dcg_ctx_free(c2);
    snprintf(path, sizeof path, "%s/ZB1.json", dir);
    unlink(path);
    remove_import_dir(dir);
}

/* A card with text and no script cannot be played yet. */
static void test_unscripted_card_refused(void **s)
{
    (void)s;
    dcg_ctx *c2 = test_ctx();
    assert_int_equal(dcg_load_cards_json(c2, "[{\"number\":\"ZZ9-01\",\"name\":\"Unscripted\",\"kind\":\"Digimon\","
                                             "\"colors\":[\"Red\"],\"level\":3,\"play_cost\":3,\"dp\":3000,\"has_text\":true}]", "x"),
                     DCG_OK);
    dcg_deck d;
    assert_int_equal(dcg_deck_load(c2, test_path("cards/decks/st1.txt"), &d), DCG_OK);
    d.main[0] = (uint16_t)dcg_card_find(c2, "ZZ9-01");
    dcg_state *st = dcg_state_new();
    assert_int_equal(dcg_game_start(c2, st, &d, &d, 1), DCG_EDECK);
    assert_non_null(strstr(dcg_errmsg(c2), "ZZ9-01"));
    dcg_state_free(st);
    dcg_ctx_free(c2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_formats),     cmocka_unit_test(test_format_errors),
        cmocka_unit_test(test_deck_against_formats), cmocka_unit_test(test_deck_styles),
        cmocka_unit_test(test_tts_errors),          cmocka_unit_test(test_legacy_security_first),
        cmocka_unit_test(test_import),
        cmocka_unit_test(test_import_rule_edges),   cmocka_unit_test(test_import_assembly), cmocka_unit_test(test_import_burst),
        cmocka_unit_test(test_import_xros),
        cmocka_unit_test(test_import_text_terms),
        cmocka_unit_test(test_unscripted_card_refused),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
