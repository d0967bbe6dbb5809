/* test_dbe_evolve_effect.c: the evolution rules beyond the Evolution Phase's
** methods (docs/dbe.md, readings R10-A-1 to R10-A-6): evolution by a card's
** effect (Effect Evolution), "as evolved" and Downgrade (Evolution Phase,
** Evolution terminology), the one EVOLVE-timing card a turn (Choose an
** Evolution Method), DNA materials by type and level and a level M DNA future
** from the Destiny Zone (Evolving by DNA), Glossary: Abnormal. */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "test_dbe_board.h"

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

/* P1's active (a stack, bottom first) in a fresh game at phase. */
static void board(const char *const *stack, int n, int phase)
{
    dbe_fresh(ctx, &st);
    for (int i = 0; i < n; i++) dbe_give(ctx, &st, 0, stack[i], DBE_ZONE_HAND);
    for (int i = 0; i < n; i++) dbe_set_active(ctx, &st, 0, st.p[0].z[DBE_ZONE_HAND].c[0], false);
    st.phase = (uint8_t)phase;
}

/* Effect Evolution: outside the Evolve Phase an effect's evolution is not the
** one act per turn (it works after the turn's evolution and does not use it);
** inside it, it is that act: refused once used, and using it (reading R10-A-2). */
static void effect_act_only_in_evolve_phase(void **state)
{
    (void)state;
    board((const char *[]){"DBE-001"}, 1, DBE_PHASE_SUPPORT);
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND), titan = dbe_give(ctx, &st, 0, "DBE-021", DBE_ZONE_HAND);
    st.p[0].evolved = 1;
    assert_true(dbe_effect_evolve(ctx, &st, 0, blaze, DBE_EFX_EFFECT));
    assert_int_equal(dbe_active(&st, 0), blaze);

    board((const char *[]){"DBE-001"}, 1, DBE_PHASE_EVOLUTION);
    blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND), titan = dbe_give(ctx, &st, 0, "DBE-021", DBE_ZONE_HAND);
    assert_true(dbe_effect_evolve(ctx, &st, 0, blaze, DBE_EFX_EFFECT));
    assert_int_equal(st.p[0].evolved, 1);            /* the act is used */
    assert_false(dbe_effect_future_ok(ctx, &st, 0, titan, DBE_EFX_EFFECT));
    assert_false(dbe_effect_evolve(ctx, &st, 0, titan, DBE_EFX_EFFECT));
    assert_true(dbe_effect_future_ok(ctx, &st, 0, titan, DBE_EFX_AS_EVOLVED)); /* not an act of evolving */
}

/* Effect Evolution: DP is ignored (no cost asked, none discarded), also for a
** "valid" one, whose validity alone follows the by-DP rules (reading R10-A-1). */
static void effect_keeps_dp(void **state)
{
    (void)state;
    board((const char *[]){"DBE-001"}, 1, DBE_PHASE_SUPPORT);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    st.p[0].dp_mod = 10;                              /* 40 DP */
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND), titan = dbe_give(ctx, &st, 0, "DBE-021", DBE_ZONE_HAND);
    assert_false(dbe_effect_future_ok(ctx, &st, 0, titan, DBE_EFX_VALID)); /* two levels up, 50 DP */
    assert_true(dbe_effect_evolve(ctx, &st, 0, blaze, DBE_EFX_VALID));
    assert_int_equal(st.p[0].z[DBE_ZONE_DP].n, 1);
    assert_int_equal(dbe_dp(ctx, &st, 0), 40);
    assert_int_equal(st.p[0].hp, 1100);              /* its evo-box bonus from Emberpup */
    assert_true(dbe_effect_evolve(ctx, &st, 0, titan, DBE_EFX_EFFECT)); /* no requirement: 50 DP, Metal */
    assert_int_equal(dbe_dp(ctx, &st, 0), 40);
}

/* "Valid" by the by-DP rules: not from an abnormal active, not into a Digimon
** with no printed DP cost; an evo-box name waives type and level, not DP. */
static void valid_by_dp_rules(void **state)
{
    (void)state;
    board((const char *[]){"DBE-009"}, 1, DBE_PHASE_SUPPORT);  /* Blazehound alone: abnormal */
    assert_true(st.p[0].abnormal);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);             /* 60 DP */
    int infer = dbe_give(ctx, &st, 0, "DBE-017", DBE_ZONE_HAND), twin = dbe_give(ctx, &st, 0, "DBE-042", DBE_ZONE_HAND);
    assert_false(dbe_effect_future_ok(ctx, &st, 0, infer, DBE_EFX_VALID));
    assert_true(dbe_effect_future_ok(ctx, &st, 0, infer, DBE_EFX_EFFECT));
    st.p[0].abnormal = 0;
    assert_true(dbe_effect_future_ok(ctx, &st, 0, infer, DBE_EFX_VALID));
    assert_false(dbe_effect_future_ok(ctx, &st, 0, twin, DBE_EFX_VALID));  /* no DP cost printed */
    assert_true(dbe_effect_future_ok(ctx, &st, 0, twin, DBE_EFX_EFFECT));
}

/* "As evolved": the printed stats of the new card, the status kept as it was
** (an abnormal active stays so though a re-check would clear it), no evo-box
** bonus, the turn's boosts gone (reading R10-A-4). */
static void as_evolved_no_check(void **state)
{
    (void)state;
    board((const char *[]){"DBE-009"}, 1, DBE_PHASE_SUPPORT);  /* abnormal Blazehound */
    int gear = dbe_give(ctx, &st, 0, "DBE-013", DBE_ZONE_HAND);
    st.p[0].boost[0] = 100;
    assert_true(dbe_effect_evolve(ctx, &st, 0, gear, DBE_EFX_AS_EVOLVED));
    assert_true(st.p[0].abnormal);                    /* one card under a C: an evolution would clear it */
    assert_int_equal(st.p[0].hp, 550);                /* Gearknight's abnormal block: 1100 halved */
    assert_int_equal(st.p[0].boost[0], 0);

    board((const char *[]){"DBE-001"}, 1, DBE_PHASE_EVOLUTION);
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    assert_true(dbe_effect_evolve(ctx, &st, 0, blaze, DBE_EFX_AS_EVOLVED));
    assert_int_equal(st.p[0].hp, 1000);               /* no +100 from its evo-box */
    assert_int_equal(st.p[0].evolved, 0);             /* not the act of evolving */
}

/* Effect Evolution: an effect evolving before the Evolution Phase (here the Prep
** Phase) does not use the turn's act: the phase may still evolve (reading R10-A-2). */
static void effect_before_phase_keeps_act(void **state)
{
    (void)state;
    board((const char *[]){"DBE-001"}, 1, DBE_PHASE_PREP);
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND), titan = dbe_give(ctx, &st, 0, "DBE-021", DBE_ZONE_HAND);
    assert_true(dbe_effect_evolve(ctx, &st, 0, blaze, DBE_EFX_EFFECT));
    assert_int_equal(st.p[0].evolved, 0);
    st.phase = DBE_PHASE_EVOLUTION;
    assert_true(dbe_effect_future_ok(ctx, &st, 0, titan, DBE_EFX_EFFECT));
}

/* Effect Evolution: the future is a Digimon (the active zone holds Digimon); an
** Option or an Evolution card of the hand is none, for any way of evolving. */
static void effect_future_is_a_digimon(void **state)
{
    (void)state;
    board((const char *[]){"DBE-001"}, 1, DBE_PHASE_SUPPORT);
    int cell = dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_HAND), leap = dbe_give(ctx, &st, 0, "DBE-039", DBE_ZONE_HAND);
    for (int how = DBE_EFX_EFFECT; how <= DBE_EFX_AS_EVOLVED; how++) {
        assert_false(dbe_effect_future_ok(ctx, &st, 0, cell, how));
        assert_false(dbe_effect_future_ok(ctx, &st, 0, leap, how));
    }
    assert_false(dbe_effect_evolve(ctx, &st, 0, cell, DBE_EFX_EFFECT));
    assert_int_equal(dbe_active(&st, 0), st.p[0].z[DBE_ZONE_ACTIVE].c[0]);
}

/* Glossary: Flatten (flat tokens stay when the Digimon evolves): an evolution by
** effect, a Downgrade and "as evolved" keep them. */
static void effect_keeps_flats(void **state)
{
    (void)state;
    board((const char *[]){"DBE-001", "DBE-009"}, 2, DBE_PHASE_SUPPORT);
    st.p[0].flat = 2;
    int titan = dbe_give(ctx, &st, 0, "DBE-021", DBE_ZONE_HAND), gear = dbe_give(ctx, &st, 0, "DBE-013", DBE_ZONE_HAND);
    assert_true(dbe_effect_evolve(ctx, &st, 0, titan, DBE_EFX_EFFECT));
    assert_int_equal(st.p[0].flat, 2);
    assert_true(dbe_effect_evolve(ctx, &st, 0, gear, DBE_EFX_DOWNGRADE));
    assert_int_equal(st.p[0].flat, 2);
    int blaze = dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);
    assert_true(dbe_effect_evolve(ctx, &st, 0, blaze, DBE_EFX_AS_EVOLVED));
    assert_int_equal(st.p[0].flat, 2);
}

/* Downgrade: one level down only (M to U, U to C, C to R), DP and type ignored
** (reading R10-A-3); a level M comes only from the Destiny Zone. */
static void downgrade_one_level(void **state)
{
    (void)state;
    board((const char *[]){"DBE-001", "DBE-009", "DBE-017", "DBE-023"}, 4, DBE_PHASE_SUPPORT); /* Solardramon */
    int stone = dbe_give(ctx, &st, 0, "DBE-050", DBE_ZONE_HAND), gear = dbe_give(ctx, &st, 0, "DBE-013", DBE_ZONE_HAND);
    assert_false(dbe_effect_future_ok(ctx, &st, 0, gear, DBE_EFX_DOWNGRADE)); /* two levels down */
    assert_true(dbe_effect_evolve(ctx, &st, 0, stone, DBE_EFX_DOWNGRADE));    /* Metal, 40 DP, with 0 DP */
    assert_int_equal(dbe_active(&st, 0), stone);
    assert_false(st.p[0].abnormal);
    int mega = dbe_give(ctx, &st, 0, "DBE-024", DBE_ZONE_HAND);
    assert_false(dbe_effect_future_ok(ctx, &st, 0, mega, DBE_EFX_EFFECT));    /* a level M of the hand */
    int dz = dbe_give(ctx, &st, 0, "DBE-024", DBE_ZONE_DESTINY);
    assert_true(dbe_effect_future_ok(ctx, &st, 0, dz, DBE_EFX_EFFECT));
    assert_false(dbe_effect_future_ok(ctx, &st, 0, dz, DBE_EFX_DOWNGRADE));   /* up is no downgrade */
}

/* The one EVOLVE card a turn: a new turn allows another (Choose an Evolution
** Method, fact 2: "each turn"). */
static void evolve_card_each_turn(void **state)
{
    (void)state;
    board((const char *[]){"DBE-001"}, 1, DBE_PHASE_EVOLUTION);
    int gear = dbe_give(ctx, &st, 0, "DBE-104", DBE_ZONE_HAND);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    dbe_pick(ctx, &st, DBE_OPT_CARD, gear);
    assert_int_equal(st.p[0].evolve_card, 1);
    assert_int_equal(dbe_dp(ctx, &st, 0), 20);        /* its EVOLVE effect */
    dbe_end_turn(ctx, &st);
    assert_int_equal(st.p[0].evolve_card, 0);
}

/* Evolving by DNA: a level M DNA future is placed from the Destiny Zone, never
** from the hand (reading R10-A-6). */
static void dna_mega_from_destiny_only(void **state)
{
    (void)state;
    board((const char *[]){"DBE-001", "DBE-009", "DBE-017"}, 3, DBE_PHASE_EVOLUTION);
    int mat = dbe_give(ctx, &st, 0, "DBE-013", DBE_ZONE_HAND);
    int in_hand = dbe_give(ctx, &st, 0, "DBE-106", DBE_ZONE_HAND);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    int dz = dbe_give(ctx, &st, 0, "DBE-106", DBE_ZONE_DESTINY);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    assert_int_equal(dbe_find(ctx, &st, DBE_OPT_DNA, in_hand), -1);
    int i = dbe_find(ctx, &st, DBE_OPT_DNA, dz);
    assert_true(i >= 0);
    assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK);
    assert_int_equal(dbe_active(&st, 0), dz);
    assert_int_equal(st.p[0].evolve_card, 1);         /* a DNA future is the turn's EVOLVE card */
    assert_int_equal(st.p[0].evolved, 1);             /* and the turn's act of evolving */
    assert_int_equal(st.p[0].z[DBE_ZONE_TRASH].c[0], mat);
}

/* Card facts: a DNA material is a name, or an object of name, type and level;
** anything else is refused naming the card and what is wrong. */
static void dna_facts_refused(void **state)
{
    (void)state;
    static const struct { const char *dna, *error; } bad[] = {
        {"[\"Emberpup\"]", "two materials"},
        {"[\"Emberpup\", {}]", "gives a name, a type or a level"},
        {"[\"Emberpup\", {\"type\": \"Fire\"}]", "one of the eight types"},
        {"[\"Emberpup\", {\"level\": \"X\"}]", "R, C, U or M"},
        {"[\"Emberpup\", {\"kind\": \"digimon\"}]", "name, type and level"},
        {"[\"Emberpup\", 7]", "a name or {name, type, level}"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char path[] = "/tmp/dbe-dna-XXXXXX";
        int fd = mkstemp(path);
        assert_true(fd >= 0);
        FILE *f = fdopen(fd, "w");
        fprintf(f, "[{\"number\": \"TST-X%zu\", \"name\": \"Bad\", \"kind\": \"digimon\", \"level\": \"U\", \"type\": \"Metal\","
                   " \"hp\": 1000, \"evo_box\": {\"dna\": %s}}]", i, bad[i].dna);
        fclose(f);
        int rc = dbe_cards_load(ctx, path);
        remove(path);
        assert_int_not_equal(rc, 0);
        if (!strstr(dcg_dbe_errmsg(ctx), bad[i].error) || !strstr(dcg_dbe_errmsg(ctx), "TST-X"))
            fail_msg("case %zu: %s", i, dcg_dbe_errmsg(ctx));
    }
}

/* Write DBE-104's script as lua in dir and load that folder. */
static void script_104(const char *dir, const char *lua)
{
    char path[256];
    snprintf(path, sizeof path, "%s/DBE-104.lua", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(lua, f);
    fclose(f);
    assert_int_equal(dbe_script_load_dir(ctx, dir), 0);
    unlink(path);
}

/* An EVOLVE card whose effect evolves the active by effect, in the Evolution
** Phase: that is the turn's act of evolving, so the phase asks no more
** (reading R10-A-2); the API refuses a bad call by name (an unknown way, "as
** evolved" through dbe.evolve, a card not of the game). */
static void evolve_card_effect_and_api_errors(void **state)
{
    (void)state;
    char dir[] = "/tmp/dbe-evolve-XXXXXX";
    assert_non_null(mkdtemp(dir));
    script_104(dir, "return { evolve = function(me) local f = dbe.futures(me, 'effect') "
                    "if not dbe.evolve(me, f[1]) then error('refused') end end }");
    board((const char *[]){"DBE-001"}, 1, DBE_PHASE_EVOLUTION);
    int gear = dbe_give(ctx, &st, 0, "DBE-104", DBE_ZONE_HAND), titan = dbe_give(ctx, &st, 0, "DBE-021", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-037", DBE_ZONE_DP);
    dbe_give(ctx, &st, 0, "DBE-009", DBE_ZONE_HAND);           /* Blazehound: by DP otherwise */
    dbe_active_give(ctx, &st, 1, "DBE-002");
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    int errors = dcg_dbe_script_errors(ctx);
    dbe_pick(ctx, &st, DBE_OPT_CARD, gear);
    assert_int_equal(dcg_dbe_script_errors(ctx), errors);
    assert_int_equal(dbe_active(&st, 0), titan);
    assert_int_equal(st.p[0].evolved, 1);
    assert_int_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_ATTACK); /* no evolution by DP after it */

    static const struct { const char *lua, *error; } bad[] = {
        {"return { evolve = function(me) dbe.futures(me, 'sideways') end }", "sideways"},
        {"return { evolve = function(me) dbe.evolve(me, 0, 'as_evolved') end }", "dbe.as_evolved"},
        {"return { evolve = function(me) dbe.as_evolved(me, 999) end }", "bad card 999"},
        /* an EVOLVE effect may not ask (reading R10-A-5): the error names it, not another kind */
        {"return { evolve = function(me) dbe.choose(me, {'a', 'b'}, {n = 1}) end }", "its 'evolve' effect may not ask"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        script_104(dir, bad[i].lua);
        board((const char *[]){"DBE-001"}, 1, DBE_PHASE_EVOLUTION);
        ctx->script_err[0] = 0;
        errors = dcg_dbe_script_errors(ctx);
        assert_false(dbe_script_call(ctx, &st, dcg_dbe_card_find(ctx, "DBE-104"), "evolve", 0, false, NULL));
        assert_int_equal(dcg_dbe_script_errors(ctx), errors + 1);
        if (!strstr(ctx->script_err, bad[i].error)) fail_msg("case %zu: %s", i, ctx->script_err);
    }
    rmdir(dir);
    assert_int_equal(dbe_script_load_dir(ctx, DCG_SOURCE_DIR "/scripts/dbe"), 0);
}

/* An EVOLVE card has left the hand when its effect runs (it is in the Evolve
** zone, modelled as the trash): an effect counting the hand does not count it. */
static void evolve_card_leaves_hand_first(void **state)
{
    (void)state;
    char dir[] = "/tmp/dbe-evolve-XXXXXX";
    assert_non_null(mkdtemp(dir));
    script_104(dir, "return { evolve = function(me) dbe.add_dp(me, 10 * #dbe.cards(me, 'hand')) end }");
    board((const char *[]){"DBE-001"}, 1, DBE_PHASE_EVOLUTION);
    int gear = dbe_give(ctx, &st, 0, "DBE-104", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 0, "DBE-021", DBE_ZONE_HAND);
    dbe_active_give(ctx, &st, 1, "DBE-002");
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    int errors = dcg_dbe_script_errors(ctx);
    dbe_pick(ctx, &st, DBE_OPT_CARD, gear);
    assert_int_equal(dcg_dbe_script_errors(ctx), errors);
    assert_int_equal(dbe_dp(ctx, &st, 0), 10);        /* one card left in the hand */
    assert_int_equal(dbe_pile_find(&st.p[0].z[DBE_ZONE_TRASH], gear) >= 0, 1);
    rmdir(dir);
    assert_int_equal(dbe_script_load_dir(ctx, DCG_SOURCE_DIR "/scripts/dbe"), 0);
}

/* An Evolution card's script with an 'evolve' effect is refused at loading, naming
** the file: that effect would never run (an Evolution card plays by its facts). */
static void evolution_card_evolve_refused(void **state)
{
    (void)state;
    char dir[] = "/tmp/dbe-evolve-XXXXXX", path[256];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/DBE-039.lua", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("return { evolve = function(me) dbe.add_dp(me, 10) end }", f);
    fclose(f);
    assert_int_not_equal(dbe_script_load_dir(ctx, dir), 0);
    if (!strstr(dcg_dbe_errmsg(ctx), "DBE-039.lua") || !strstr(dcg_dbe_errmsg(ctx), "Evolution card"))
        fail_msg("%s", dcg_dbe_errmsg(ctx));
    unlink(path);
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(effect_act_only_in_evolve_phase), cmocka_unit_test(effect_keeps_dp),
        cmocka_unit_test(valid_by_dp_rules), cmocka_unit_test(as_evolved_no_check),
        cmocka_unit_test(downgrade_one_level), cmocka_unit_test(evolve_card_each_turn),
        cmocka_unit_test(dna_mega_from_destiny_only), cmocka_unit_test(dna_facts_refused),
        cmocka_unit_test(evolve_card_effect_and_api_errors), cmocka_unit_test(effect_before_phase_keeps_act),
        cmocka_unit_test(effect_future_is_a_digimon), cmocka_unit_test(evolve_card_leaves_hand_first),
        cmocka_unit_test(effect_keeps_flats), cmocka_unit_test(evolution_card_evolve_refused),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
