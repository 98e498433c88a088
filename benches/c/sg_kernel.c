/* The Sprague-Grundy table kernel of benches/sg_table.rs written as plain C, the yardstick
 * of issue 12: SG(0..=n) of the subtraction game S, uint8 values, a 64-bit seen-mask and
 * count-trailing-zeros. scripts/bench compiles it with the system's C compiler (gcc -O2) and
 * benches/sg_table.rs runs it beside the Rust kernel, printing the ratio.
 *
 * Each run computes a fresh table, as the Rust kernel does: its allocation and first touch of
 * memory are timed with the loop (reusing one buffer across runs would leave page faults out
 * of every run but the first).
 *
 * Usage: sg_kernel N MOVE... (moves ascending, at most 63 of them); prints the median of five
 * runs in milliseconds and a checksum of the values (their sum), for the Rust side to compare. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void fill(uint8_t *values, uint32_t n, const uint32_t *moves, int count) {
    for (uint32_t position = 0; position <= n; position++) {
        uint64_t seen = 0;
        for (int i = 0; i < count && moves[i] <= position; i++) {
            seen |= (uint64_t)1 << values[position - moves[i]];
        }
        values[position] = (uint8_t)__builtin_ctzll(~seen);
    }
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 3 || argc > 66) {
        fprintf(stderr, "usage: %s N MOVE... (at most 63 moves, ascending)\n", argv[0]);
        return 2;
    }
    uint32_t n = (uint32_t)strtoul(argv[1], NULL, 10);
    int count = argc - 2;
    uint32_t moves[63];
    for (int i = 0; i < count; i++) moves[i] = (uint32_t)strtoul(argv[i + 2], NULL, 10);
    uint8_t *values = NULL;
    double times[5];
    for (int run = 0; run < 5; run++) {
        free(values);
        double start = now_ms();
        values = malloc((size_t)n + 1);
        if (values == NULL) return 1;
        fill(values, n, moves, count);
        times[run] = now_ms() - start;
    }
    qsort(times, 5, sizeof times[0], by_value);
    uint64_t sum = 0;
    for (uint32_t i = 0; i <= n; i++) sum += values[i];
    printf("%.3f %llu\n", times[2], (unsigned long long)sum);
    free(values);
    return 0;
}
