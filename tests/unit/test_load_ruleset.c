/* test_load_ruleset.c: a data directory's scripts/ may hold another
** ruleset's folder (DBE's scripts/dbe), named by a RULESET file in it
** (core/files.h): the official loader leaves it, and still fails clearly on
** a folder of scripts that is its own and names no card it knows. */
#include "support.h"
#include "dcg_dbe.h"
#include "files.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *CARDS = "[{\"number\":\"TS-01\",\"name\":\"Test Option\",\"kind\":\"Option\",\"colors\":[\"Red\"],\"play_cost\":0}]";

static char root[256];

static void put(const char *rel, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void sub(const char *rel)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    assert_int_equal(mkdir(path, 0700), 0);
}

/* scripts/ with an official set TS/ and a folder other/ whose script names
** a card no official data has (and is no Lua the official API reads);
** marker: other/RULESET's text, NULL for none. */
static dcg_status load_with(const char *marker, dcg_ctx **out)
{
    snprintf(root, sizeof root, "/tmp/dcg-test-ruleset-%d", (int)getpid());
    assert_int_equal(mkdir(root, 0700), 0);
    sub("TS");
    put("TS/TS-01.lua", "card:main(function(me) end)\n");
    sub("other");
    put("other/X-99.lua", "return { support = function(p) return 1 end }\n");
    if (marker) put("other/" DCG_RULESET_FILE, marker);
    dcg_ctx *ctx = dcg_ctx_new();
    assert_int_equal(dcg_load_cards_json(ctx, CARDS, "test cards"), DCG_OK);
    dcg_status s = dcg_load_scripts(ctx, root);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    assert_int_equal(system(cmd), 0);
    *out = ctx;
    return s;
}

/* Another ruleset's folder is left; the official set beside it loads. */
static void test_foreign_folder_skipped(void **s)
{
    (void)s;
    dcg_ctx *ctx;
    assert_int_equal(load_with("dbe\n", &ctx), DCG_OK);
    assert_true(dcg_card_scripted(ctx, dcg_card_find(ctx, "TS-01")));
    dcg_ctx_free(ctx);
}

/* The same folder with no RULESET is an official set, and its script for a
** card no data has fails, naming the file, the number and the way out. */
static void test_misplaced_set_fails(void **s)
{
    (void)s;
    dcg_ctx *ctx;
    assert_int_equal(load_with(NULL, &ctx), DCG_EPARSE);
    const char *err = dcg_errmsg(ctx);
    assert_non_null(strstr(err, "other/X-99.lua: no loaded card has the number X-99"));
    assert_non_null(strstr(err, DCG_RULESET_FILE));
    dcg_ctx_free(ctx);
    /* a folder that says it is the official game's is loaded as one */
    assert_int_equal(load_with("official\n", &ctx), DCG_EPARSE);
    assert_non_null(strstr(dcg_errmsg(ctx), "no loaded card has the number X-99"));
    dcg_ctx_free(ctx);
}

/* A RULESET that names nothing is an error naming it, not a silent skip. */
static void test_empty_marker_fails(void **s)
{
    (void)s;
    dcg_ctx *ctx;
    assert_int_equal(load_with(" \n", &ctx), DCG_EIO);
    assert_non_null(strstr(dcg_errmsg(ctx), "other/" DCG_RULESET_FILE ": names no ruleset"));
    dcg_ctx_free(ctx);
}

/* DBE's scripts live in scripts/dbe with their marker (the official loader
** leaves the folder), and DBE's loader takes them from there: a root with
** only DBE's card facts and scripts/dbe. */
static void test_dbe_scripts_in_scripts_dbe(void **s)
{
    (void)s;
    char name[64], err[256];
    assert_int_equal(dcg_folder_ruleset(test_path("scripts/dbe"), name, sizeof name, err, sizeof err), 1);
    assert_string_equal(name, "dbe");
    snprintf(root, sizeof root, "/tmp/dcg-test-ruleset-dbe-%d", (int)getpid());
    assert_int_equal(mkdir(root, 0700), 0);
    sub("cards");
    sub("cards/dbe");
    sub("scripts");
    char link[512];
    snprintf(link, sizeof link, "%s/cards/dbe/sample.json", root);
    assert_int_equal(symlink(test_path("cards/dbe/sample.json"), link), 0);
    snprintf(link, sizeof link, "%s/scripts/dbe", root);
    assert_int_equal(symlink(test_path("scripts/dbe"), link), 0);
    dcg_dbe_ctx *dbe = dcg_dbe_ctx_new(root, err, sizeof err);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    assert_int_equal(system(cmd), 0);
    if (!dbe) fail_msg("%s", err);
    dcg_dbe_ctx_free(dbe);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_foreign_folder_skipped),
        cmocka_unit_test(test_misplaced_set_fails),
        cmocka_unit_test(test_empty_marker_fails),
        cmocka_unit_test(test_dbe_scripts_in_scripts_dbe),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
