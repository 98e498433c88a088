/* The octal-game table kernel of benches/octal.rs (Method::Naive) written as plain C, the
 * yardstick of issue 12 for the split loop: G(0..=n) of an octal game, every option of every
 * heap, a split of `rest` tokens into a + (rest - a) read as G(a) xor G(rest - a), the option
 * values marked in a table of stamps (the heap's number, so nothing is cleared between heaps)
 * and the mex found by a scan. scripts/bench compiles it with the system's C compiler (gcc -O2)
 * and benches/octal.rs runs it beside the Rust kernel on the same codes, printing the ratio.
 *
 * Usage: octal_kernel CODE N (e.g. 0.007 65536); prints the time of one run in milliseconds,
 * the checksum benches/octal.rs prints (the sum of i * G(i)) and the split options evaluated. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { TAKE_ALL = 1, LEAVE_ONE = 2, LEAVE_TWO = 4, MAX_DIGITS = 32, STAMPS = 1 << 20 };

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    if (argc != 3 || strlen(argv[1]) < 3 || argv[1][1] != '.') {
        fprintf(stderr, "usage: %s CODE N (e.g. 0.007 65536)\n", argv[0]);
        return 2;
    }
    /* digits[k]: what removing k tokens allows; digits[0] is the one before the point. */
    int digits[MAX_DIGITS] = {0}, count = 0;
    for (const char *c = argv[1]; *c && count < MAX_DIGITS; c++) {
        if (*c != '.') digits[count++] = *c - '0';
    }
    uint32_t n = (uint32_t)strtoul(argv[2], NULL, 10);
    uint32_t *values = malloc(((size_t)n + 1) * sizeof *values);
    uint32_t *stamps = calloc(STAMPS, sizeof *stamps);
    if (values == NULL || stamps == NULL) return 1;
    uint64_t splits = 0;
    double start = now_ms();
    for (uint32_t heap = 0; heap <= n; heap++) {
        uint32_t stamp = heap + 1;
        for (uint32_t k = 0; k < (uint32_t)count; k++) {
            if ((digits[k] & TAKE_ALL) && heap == k && k > 0) stamps[0] = stamp;
            if ((digits[k] & LEAVE_ONE) && heap > k && k > 0) stamps[values[heap - k]] = stamp;
            if ((digits[k] & LEAVE_TWO) && heap >= k + 2) {
                uint32_t rest = heap - k, half = rest / 2;
                for (uint32_t a = 1; a <= half; a++) stamps[values[a] ^ values[rest - a]] = stamp;
                splits += half;
            }
        }
        uint32_t mex = 0;
        while (stamps[mex] == stamp) mex++;
        if (mex >= STAMPS / 2) return 3; /* a nim-sum could then pass the table */
        values[heap] = mex;
    }
    double elapsed = now_ms() - start;
    uint64_t checksum = 0;
    for (uint32_t i = 0; i <= n; i++) checksum += (uint64_t)i * values[i];
    printf("%.3f %llu %llu\n", elapsed, (unsigned long long)checksum, (unsigned long long)splits);
    free(values);
    free(stamps);
    return 0;
}
