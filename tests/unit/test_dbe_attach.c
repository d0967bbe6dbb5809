/* test_dbe_attach.c: attachments beyond a Power bonus (Glossary: Attach,
** Attach Slot, Eject; Attack Abilities: Attach D/T/H; Battle Phase step 6),
** docs/dbe.md readings R10-C-1 to R10-C-3, and aliases (Glossary: Also counts
** as [Name], Alias; reading R10-C-6). */
#include "test_dbe_board.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static dcg_dbe_ctx *ctx;
static dcg_dbe_state st;

static int setup(void **state) { (void)state; ctx = dbe_test_ctx(); return 0; }
static int teardown(void **state) { (void)state; dcg_dbe_ctx_free(ctx); return 0; }

static void duel(const char *mine, const char *theirs) { dbe_duel(ctx, &st, mine, theirs); }

/* The next turn of the same player (no KO in between): back to the Evolution Phase. */
static void again(void)
{
    st.stage = S_EVOLVE;
    st.turn_player = 0;
    dbe_run(ctx, &st);
}

static void pick_card(int inst)
{
    dcg_dbe_decision d;
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &d), DCG_OK);
    assert_int_equal(d.kind, DBE_DEC_CHOOSE);
    for (int i = 0; i < d.n; i++)
        if (d.options[i].kind == DBE_OPT_CARD && d.options[i].card == inst) {
            assert_int_equal(dcg_dbe_answer(ctx, &st, i), DCG_OK);
            return;
        }
    fail_msg("card %d is not an option", inst);
}

static bool in(int p, int zone, int inst) { return dbe_pile_find(&st.p[p].z[zone], inst) >= 0; }

/* Glossary: Attach (an attachment's effects apply while it is attached;
** reading R10-C-1): Spur Harness, attached by Fitting Kit from the hand by
** the non-turn player, gives 100 HP at once, 20 DP while attached, and at the
** battle its script's `attached` gives 1st Attack: its Digimon strikes first
** (the later gain wins the tie) and KOs the turn player's before it strikes. */
static void attached_effects(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-001");
    int harness = dbe_give(ctx, &st, 1, "DBE-120", DBE_ZONE_HAND);
    int kit = dbe_give(ctx, &st, 1, "DBE-081", DBE_ZONE_HAND);
    int dp = dbe_dp(ctx, &st, 1);
    st.p[0].hp = 200; /* Emberpup's circle (300) KOs it */
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, kit);
    pick_card(harness);
    assert_true(in(1, DBE_ZONE_ATTACH, harness));
    assert_int_equal(dbe_dp(ctx, &st, 1), dp + 20);
    assert_int_equal(st.p[1].hp, 3100);           /* attached: +100 HP, and not hit back */
    assert_int_equal(st.p[1].ko_points, 1);       /* it struck first and KO'd */
    assert_int_equal(dcg_dbe_script_errors(ctx), 0);
}

/* The decision to eject (reading R10-C-2): asked of player p, its card options exactly a and b. */
static void eject_asked(int p, int a, int b)
{
    dcg_dbe_decision d;
    assert_int_equal(dcg_dbe_decision_get(ctx, &st, &d), DCG_OK);
    assert_int_equal(d.kind, DBE_DEC_CHOOSE);
    assert_int_equal(d.player, p);
    assert_int_equal(d.n, 2);
    assert_true((d.options[0].card == a && d.options[1].card == b) || (d.options[0].card == b && d.options[1].card == a));
}

/* Hex Socket then an Ember Gauntlet attached to player 0's Digimon (two slots, both full). */
static void socket_and_gauntlet(int *sock, int *g1)
{
    duel("DBE-001", "DBE-002");
    *sock = dbe_give(ctx, &st, 0, "DBE-121", DBE_ZONE_HAND);
    int kit = dbe_give(ctx, &st, 0, "DBE-081", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, kit, -1);
    pick_card(*sock);
    assert_int_equal(dbe_attach_slots(ctx, &st, 0), 2);
    again();
    *g1 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_HAND);
    kit = dbe_give(ctx, &st, 0, "DBE-081", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, kit, -1);
    pick_card(*g1);
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 2); /* one slot would have ejected the Socket */
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_CIRCLE), 300 + 50 + 100);
    again();
}

/* Glossary: Attach Slot (the gray hexagon adds slots) and Attach (the slots
** full, one of the current attachments is ejected to replace it; reading
** R10-C-2): with a Hex Socket and a Gauntlet in the two slots, a second
** Gauntlet attached asks its player which goes. The Gauntlet picked: the
** Socket and its slot stay. The Socket picked: its slot goes with it, and
** the one older attachment left (the first Gauntlet) goes too, unasked. The
** effect's continuation (Fitting Kit's draw) runs after the answer. */
static void slots_from_an_attachment(void **state)
{
    (void)state;
    int sock, g1;
    socket_and_gauntlet(&sock, &g1);
    int g2 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_HAND), kit = dbe_give(ctx, &st, 0, "DBE-081", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, kit, -1);
    pick_card(g2);
    eject_asked(0, sock, g1);
    int hand = st.p[0].z[DBE_ZONE_HAND].n;
    pick_card(g1);
    assert_int_equal(st.p[0].z[DBE_ZONE_HAND].n, hand + 1); /* Fitting Kit's draw, after the answer */
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 2);
    assert_true(in(0, DBE_ZONE_ATTACH, sock) && in(0, DBE_ZONE_ATTACH, g2) && in(0, DBE_ZONE_TRASH, g1));
    assert_int_equal(dbe_attach_slots(ctx, &st, 0), 2);

    socket_and_gauntlet(&sock, &g1);
    g2 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_HAND);
    kit = dbe_give(ctx, &st, 0, "DBE-081", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, kit, -1);
    pick_card(g2);
    pick_card(sock);
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 1);
    assert_true(in(0, DBE_ZONE_ATTACH, g2));
    assert_true(in(0, DBE_ZONE_TRASH, sock) && in(0, DBE_ZONE_TRASH, g1));
    assert_int_equal(dcg_dbe_script_errors(ctx), 0);
}

/* Reading R10-C-2 (the attaching player picks what is ejected) and R10-C-3:
** player 1's Digimon has two slots, holding player 0's Rust Shackle and its
** own Gauntlet. Player 1 attaches a second Gauntlet: they are asked, and eject
** the Shackle, which goes to its owner's (player 0's) trash. */
static void eject_the_others_attachment(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int shackle = dbe_give(ctx, &st, 0, "DBE-122", DBE_ZONE_HAND), toss = dbe_give(ctx, &st, 0, "DBE-123", DBE_ZONE_HAND);
    int g1 = dbe_give(ctx, &st, 1, "DBE-079", DBE_ZONE_HAND), wrench = dbe_give(ctx, &st, 1, "DBE-124", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, toss, wrench);
    pick_card(shackle); /* the turn player's Shackle Toss resolves first */
    pick_card(g1);      /* then Socket Wrench: a slot more, and the Gauntlet */
    assert_int_equal(st.p[1].z[DBE_ZONE_ATTACH].n, 2);
    again();
    int g2 = dbe_give(ctx, &st, 1, "DBE-079", DBE_ZONE_HAND), kit = dbe_give(ctx, &st, 1, "DBE-081", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, kit);
    pick_card(g2);
    eject_asked(1, shackle, g1);
    pick_card(shackle);
    assert_true(in(0, DBE_ZONE_TRASH, shackle));
    assert_true(in(1, DBE_ZONE_ATTACH, g1) && in(1, DBE_ZONE_ATTACH, g2));
    assert_null(dbe_invariant_broken(&st));
    assert_int_equal(dcg_dbe_script_errors(ctx), 0);
}

/* Glossary: Attach Slot (extra slots added by an effect; reading R10-C-2):
** Socket Wrench adds a slot, then attaches: the earlier attachment stays;
** the Digimon KO'd, its attachments are ejected and the added slot goes too. */
static void slots_from_an_effect(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int g1 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_HAND), kit = dbe_give(ctx, &st, 0, "DBE-081", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, kit, -1);
    pick_card(g1);
    again();
    int g2 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_HAND);
    int wrench = dbe_give(ctx, &st, 0, "DBE-124", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, wrench, -1);
    pick_card(g2);
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 2);
    assert_int_equal(dbe_attach_slots(ctx, &st, 0), 2);
    again();
    st.p[0].hp = 10;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, -1);
    assert_int_equal(st.p[0].z[DBE_ZONE_ACTIVE].n, 0);
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 0);
    assert_true(in(0, DBE_ZONE_TRASH, g1) && in(0, DBE_ZONE_TRASH, g2));
    assert_int_equal(dbe_attach_slots(ctx, &st, 0), 1);
}

/* Glossary: Attach (own Digimon "unless otherwise specified"; reading
** R10-C-3) and Eject: Shackle Toss attaches a Rust Shackle from its player's
** hand to the other's Digimon: that Digimon loses 100 Power and 10 DP; the
** card stays its owner's, and ejected (Eject Pulse) or at the KO it goes to
** its owner's trash. */
static void attach_to_the_other(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int shackle = dbe_give(ctx, &st, 0, "DBE-122", DBE_ZONE_HAND), toss = dbe_give(ctx, &st, 0, "DBE-123", DBE_ZONE_HAND);
    int power = dbe_power(ctx, &st, 1, DBE_CIRCLE), dp = dbe_dp(ctx, &st, 1);
    dbe_card *rust = &ctx->cards_rw[dcg_dbe_card_find(ctx, "DBE-122")];
    rust->attach_hp = 50; /* HP given when attached goes to the Digimon it is on (reading R10-C-1) */
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, toss, -1);
    pick_card(shackle);
    rust->attach_hp = 0;
    assert_int_equal(st.p[1].hp, 3000 + 50 - 300); /* then P1's circle */
    assert_int_equal(st.p[0].hp, 3000 - 180);      /* and Tidekit's (280), 100 less */
    assert_true(in(1, DBE_ZONE_ATTACH, shackle));
    assert_int_equal(st.inst_owner[shackle], 0);
    assert_int_equal(dbe_power(ctx, &st, 1, DBE_CIRCLE), power - 100);
    assert_int_equal(dbe_dp(ctx, &st, 1), dp - 10);
    assert_int_equal(dbe_power(ctx, &st, 0, DBE_CIRCLE), 300);
    assert_null(dbe_invariant_broken(&st));
    /* Eject Pulse of the Digimon's player: to the owner's trash */
    again();
    int pulse = dbe_give(ctx, &st, 1, "DBE-125", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, -1, pulse);
    assert_int_equal(st.p[1].z[DBE_ZONE_ATTACH].n, 0);
    assert_true(in(0, DBE_ZONE_TRASH, shackle));
    /* attached again, then the Digimon KO'd: ejected to the owner's trash */
    again();
    dbe_move(&st, 0, shackle, DBE_ZONE_TRASH, DBE_ZONE_HAND);
    toss = dbe_give(ctx, &st, 0, "DBE-123", DBE_ZONE_HAND);
    st.p[1].hp = 10;
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, toss, -1);
    pick_card(shackle);
    assert_int_equal(st.p[1].z[DBE_ZONE_ACTIVE].n, 0);
    assert_true(in(0, DBE_ZONE_TRASH, shackle));
    assert_null(dbe_invariant_broken(&st));
    assert_int_equal(dcg_dbe_script_errors(ctx), 0);
}

/* Reading R10-C-2 (the player attaching picks what is ejected, the thrower
** too): player 1's Digimon has two slots and two Gauntlets of its own; player
** 0's Shackle Toss attaches a Rust Shackle there: player 0 is asked which
** Gauntlet goes (to player 1's trash). */
static void thrower_picks(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    st.p[1].extra_slots = 1;
    int g1 = dbe_give(ctx, &st, 1, "DBE-079", DBE_ZONE_ATTACH), g2 = dbe_give(ctx, &st, 1, "DBE-079", DBE_ZONE_ATTACH);
    int shackle = dbe_give(ctx, &st, 0, "DBE-122", DBE_ZONE_HAND), toss = dbe_give(ctx, &st, 0, "DBE-123", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, toss, -1);
    pick_card(shackle);
    eject_asked(0, g1, g2);
    /* a determinized sample for the player not choosing (a search's view) asks the same */
    dcg_dbe_state saved = st;
    dcg_dbe_determinize(&st, 1, 99);
    eject_asked(0, g1, g2);
    st = saved;
    pick_card(g2);
    assert_true(in(1, DBE_ZONE_TRASH, g2) && in(1, DBE_ZONE_ATTACH, g1) && in(1, DBE_ZONE_ATTACH, shackle));
}

/* Reading R10-C-2 (the slots counted as before the new card came): a Hex
** Socket attached to a Digimon whose one slot holds a Gauntlet ejects the
** Gauntlet; its own gray hexagon makes no room for itself. */
static void socket_into_a_full_slot(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int g1 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_ATTACH);
    int sock = dbe_give(ctx, &st, 0, "DBE-121", DBE_ZONE_HAND), kit = dbe_give(ctx, &st, 0, "DBE-081", DBE_ZONE_HAND);
    dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, kit, -1);
    pick_card(sock);
    assert_true(in(0, DBE_ZONE_TRASH, g1) && in(0, DBE_ZONE_ATTACH, sock));
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 1);
}

/* Reading R10-C-1 (the attachments' effects come at step 2 before the attack
** abilities): player 1's two Spur Harnesses give 1st Attack twice, then the
** turn player's Gustling's Cross gives it its second: 2 against 2, the turn
** player's gain the latest, so it strikes first and KOs. */
static void attached_before_the_abilities(void **state)
{
    (void)state;
    duel("DBE-004", "DBE-001");
    st.p[0].hp = st.p[1].hp = 10;
    st.p[1].extra_slots = 1;
    dbe_give(ctx, &st, 1, "DBE-120", DBE_ZONE_ATTACH);
    dbe_give(ctx, &st, 1, "DBE-120", DBE_ZONE_ATTACH);
    dbe_fight(ctx, &st, DBE_CROSS, DBE_CIRCLE, -1, -1);
    assert_int_equal(st.p[0].ko_points, 1);
}

/* Reading R10-C-2 (an effect ejects a card that held slots: the oldest go until
** the rest fit): a Hex Socket holding 2 slots (set so for the test: no sample
** card holds 2), with two Gauntlets beside it; ejected, one slot is left, and the
** older Gauntlet goes with it. */
static void eject_a_card_holding_slots(void **state)
{
    (void)state;
    dbe_card *sock = &ctx->cards_rw[dcg_dbe_card_find(ctx, "DBE-121")];
    sock->attach_slots = 2;
    duel("DBE-001", "DBE-002");
    int s = dbe_give(ctx, &st, 0, "DBE-121", DBE_ZONE_ATTACH), g1 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_ATTACH);
    int g2 = dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_ATTACH);
    bool ejected = dbe_eject(ctx, &st, s);
    sock->attach_slots = 1;
    assert_true(ejected);
    assert_true(in(0, DBE_ZONE_TRASH, g1) && in(0, DBE_ZONE_ATTACH, g2));
    assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 1);
}

/* Glossary: Attach Slot (the slots are the active zone's) and reading R10-C-3:
** with no Digimon across the table (an unopposed turn, its Support Phase still
** played), Shackle Toss finds no Digimon to attach to and asks nothing, and
** the other's Socket Wrench adds no slot to the Digimon they do not have. */
static void nothing_without_a_digimon(void **state)
{
    (void)state;
    dbe_fresh(ctx, &st);
    dbe_active_give(ctx, &st, 0, "DBE-001");
    int shackle = dbe_give(ctx, &st, 0, "DBE-122", DBE_ZONE_HAND), toss = dbe_give(ctx, &st, 0, "DBE-123", DBE_ZONE_HAND);
    int wrench = dbe_give(ctx, &st, 1, "DBE-124", DBE_ZONE_HAND);
    dbe_give(ctx, &st, 1, "DBE-079", DBE_ZONE_HAND);
    for (int i = 0; i < 3; i++) dbe_give(ctx, &st, 1, "DBE-027", DBE_ZONE_DECK);
    dbe_begin(ctx, &st, 0, 3, S_EVOLVE);
    int p, guard = 0;
    while (dbe_decision_kind(ctx, &st, &p) != DBE_DEC_SUPPORT && guard++ < 8) dbe_pick(ctx, &st, DBE_OPT_DONE, -1);
    assert_int_equal(p, 1);
    dbe_pick(ctx, &st, DBE_OPT_CARD, wrench);
    dbe_pick(ctx, &st, DBE_OPT_CARD, toss);
    assert_int_not_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_CHOOSE); /* nothing asked */
    assert_true(in(0, DBE_ZONE_HAND, shackle));
    assert_int_equal(st.p[1].extra_slots, 0);
    assert_int_equal(dcg_dbe_script_errors(ctx), 0);
}

/* Glossary: Eject (attachments and DP cards are its usual targets): a DP card
** goes to its owner's trash; a hand card is neither, and stays. */
static void eject_a_dp_card(void **state)
{
    (void)state;
    duel("DBE-001", "DBE-002");
    int dp = dbe_give(ctx, &st, 1, "DBE-027", DBE_ZONE_DP), hand = dbe_give(ctx, &st, 1, "DBE-027", DBE_ZONE_HAND);
    assert_true(dbe_eject(ctx, &st, dp));
    assert_true(in(1, DBE_ZONE_TRASH, dp));
    assert_false(dbe_eject(ctx, &st, hand));
    assert_true(in(1, DBE_ZONE_HAND, hand));
}

/* A set of the test's own: cards/dbe/sample.json holding json, and scripts
** (pairs of a card number and its script, NULL-ended); NULL and err when refused. */
static dcg_dbe_ctx *load_set(const char *json, const char *const *scripts, char *err)
{
    char dir[] = "/tmp/dbe-set-XXXXXX", path[256], e[256];
    assert_non_null(mkdtemp(dir));
    static const char *const dirs[] = {"cards", "cards/dbe", "scripts", "scripts/dbe"};
    for (int i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, dirs[i]);
        mkdir(path, 0700);
    }
    snprintf(path, sizeof path, "%s/cards/dbe/sample.json", dir);
    FILE *f = fopen(path, "w");
    fputs(json, f);
    fclose(f);
    for (int i = 0; scripts && scripts[i]; i += 2) {
        snprintf(path, sizeof path, "%s/scripts/dbe/%s.lua", dir, scripts[i]);
        f = fopen(path, "w");
        fputs(scripts[i + 1], f);
        fclose(f);
    }
    return dcg_dbe_ctx_new(dir, err ? err : e, sizeof e);
}

/* A set of one card, Mistfang's number X-1, with this "alias" (JSON). */
static dcg_dbe_ctx *load_alias(const char *alias, char *err)
{
    char json[512];
    snprintf(json, sizeof json,
             "[{\"number\": \"X-1\", \"name\": \"Mistfang\", \"kind\": \"digimon\", \"level\": \"R\", \"type\": \"Wind\", "
             "\"dp\": 0, \"plus_p\": 10, \"hp\": 470, \"circle\": 270, \"triangle\": 200, \"cross\": 110, \"alias\": %s}]",
             alias);
    return load_set(json, NULL, err);
}

/* Glossary: Eject (a card out of play no longer affects the game) and reading
** R10-C-1 (the attachments' effects at the battle): player 1's Purge Rig,
** the older, ejects their Spur at the battle before the Spur's own effect
** would run: the Spur gives no 1st Attack, so the turn player strikes first. */
static void ejected_at_the_battle_does_nothing(void **state)
{
    (void)state;
    static const char *const json =
        "[{\"number\": \"DBE-001\", \"name\": \"Testpup\", \"kind\": \"digimon\", \"level\": \"R\", \"type\": \"Dragon\", "
        "\"dp\": 0, \"plus_p\": 10, \"hp\": 500, \"circle\": 300, \"triangle\": 200, \"cross\": 100},"
        "{\"number\": \"T-2\", \"name\": \"Purge Rig\", \"kind\": \"option\", \"plus_p\": 10, \"attach\": {\"slots\": 1}},"
        "{\"number\": \"T-3\", \"name\": \"Spur\", \"kind\": \"option\", \"plus_p\": 10, \"attach\": {\"power\": 0}}]";
    static const char *const scripts[] = {
        "T-2", "return { attached = function(me) for _, c in ipairs(dbe.cards(me, 'attach')) do "
               "if dbe.card_name(c) == 'Spur' then dbe.eject(c) end end end }",
        "T-3", "return { attached = function(me) dbe.first_attack(me) end }", NULL};
    char err[256] = "";
    dcg_dbe_ctx *t = load_set(json, scripts, err);
    if (!t) fail_msg("%s", err);
    dbe_fresh(t, &st);
    dbe_active_give(t, &st, 0, "DBE-001");
    dbe_active_give(t, &st, 1, "DBE-001");
    st.p[0].hp = st.p[1].hp = 10;
    dbe_give(t, &st, 1, "T-2", DBE_ZONE_ATTACH);
    int spur = dbe_give(t, &st, 1, "T-3", DBE_ZONE_ATTACH);
    dbe_begin(t, &st, 0, 3, S_EVOLVE);
    dbe_fight(t, &st, DBE_CIRCLE, DBE_CIRCLE, -1, -1);
    assert_true(in(1, DBE_ZONE_TRASH, spur));
    assert_int_equal(st.p[0].ko_points, 1); /* the turn player struck first */
    assert_int_equal(dcg_dbe_script_errors(t), 0);
    dcg_dbe_ctx_free(t);
}

/* Glossary: Also counts as [Name], Alias (reading R10-C-6): a card may have
** more than one alias; each counts wherever a name is checked (partial names
** too); a list naming the card's own name, a name twice or more than 3 names
** is refused when the cards load. */
static void more_than_one_alias(void **state)
{
    (void)state;
    const dbe_card *c = &ctx->cards[dcg_dbe_card_find(ctx, "DBE-127")];
    assert_true(dbe_card_named(c, "Mistfang"));
    assert_true(dbe_card_named(c, "Emberpup"));
    assert_true(dbe_card_named(c, "Galehawk"));
    assert_true(dbe_card_named(c, "-hawk"));
    assert_false(dbe_card_named(c, "Tidekit"));
    char err[256] = "";
    dcg_dbe_ctx *three = load_alias("[\"Emberpup\", \"Galehawk\", \"Reefclaw\"]", err);
    if (!three) fail_msg("%s", err);
    const dbe_card *t = &three->cards[dcg_dbe_card_find(three, "X-1")];
    assert_true(dbe_card_named(t, "Reefclaw") && dbe_card_named(t, "-claw")); /* the third counts too */
    dcg_dbe_ctx_free(three);
    static const char *const bad[] = {"[\"Mistfang\"]", "[\"Emberpup\", \"emberpup\"]", "[\"A\", \"B\", \"C\", \"D\"]",
                                      "[]", "[\"\"]", "[3]"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        dcg_dbe_ctx *other = load_alias(bad[i], err);
        if (other) dcg_dbe_ctx_free(other);
        assert_null(other);
        assert_non_null(strstr(err, "'alias'"));
    }
}

/* Deck Construction (Aces, Firewalls) and Attack Abilities: Attach D/T/H
** (prohibited targets; reading R10-C-8): an attachable card marked Ace or
** Firewall is never attached: Fitting Kit finds nothing to ask. */
static void aces_and_firewalls_never_attached(void **state)
{
    (void)state;
    dbe_card *g = &ctx->cards_rw[dcg_dbe_card_find(ctx, "DBE-079")];
    for (int k = 0; k < 2; k++) {
        g->ace = k == 0;
        g->firewall = k == 1;
        duel("DBE-001", "DBE-002");
        dbe_give(ctx, &st, 0, "DBE-079", DBE_ZONE_HAND);
        int kit = dbe_give(ctx, &st, 0, "DBE-081", DBE_ZONE_HAND);
        dbe_fight(ctx, &st, DBE_CIRCLE, DBE_CIRCLE, kit, -1);
        assert_int_not_equal(dbe_decision_kind(ctx, &st, NULL), DBE_DEC_CHOOSE); /* nothing asked */
        assert_int_equal(st.p[0].z[DBE_ZONE_ATTACH].n, 0);
    }
    g->ace = g->firewall = 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(attached_effects),   cmocka_unit_test(slots_from_an_attachment), cmocka_unit_test(eject_the_others_attachment),
        cmocka_unit_test(thrower_picks), cmocka_unit_test(socket_into_a_full_slot),
        cmocka_unit_test(attached_before_the_abilities), cmocka_unit_test(eject_a_card_holding_slots),
        cmocka_unit_test(slots_from_an_effect), cmocka_unit_test(attach_to_the_other),
        cmocka_unit_test(nothing_without_a_digimon), cmocka_unit_test(eject_a_dp_card),
        cmocka_unit_test(ejected_at_the_battle_does_nothing),
        cmocka_unit_test(more_than_one_alias), cmocka_unit_test(aces_and_firewalls_never_attached),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
