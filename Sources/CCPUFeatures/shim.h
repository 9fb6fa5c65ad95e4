// What the processor can run, asked of the processor itself (CPUID, and XGETBV for whether the
// system saves the 256-bit registers): which build of the pixel loops the renderer may call.
#ifndef SLIDEBACK_CPU_FEATURES_H
#define SLIDEBACK_CPU_FEATURES_H

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

/// 1 when the processor has AVX2 and the system keeps its registers, else 0 (always 0 off x86).
static inline int slideback_cpu_has_avx2(void) {
#if defined(__x86_64__) || defined(__i386__)
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    if (!(ecx & bit_OSXSAVE) || !(ecx & bit_AVX)) return 0;
    unsigned int low, high;
    __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    // The system saves and restores both the SSE and the AVX registers.
    if ((low & 6) != 6) return 0;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    return (ebx & bit_AVX2) != 0;
#else
    return 0;
#endif
}

#endif
