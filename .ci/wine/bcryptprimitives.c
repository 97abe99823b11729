/*
 * A stand-in for Windows' bcryptprimitives.dll, for running Haventable's
 * Windows program under Wine only (.ci/windows). It is never shipped: real
 * Windows (8 and later) has this DLL, and Debian 12's Wine 8 has one without
 * ProcessPrng, the only function the Go runtime (1.22 and later) takes from
 * it. Without ProcessPrng every Go program stops at start.
 *
 * ProcessPrng fills a buffer with cryptographically random bytes; here it
 * asks RtlGenRandom (SystemFunction036 in advapi32.dll), which Wine has, in
 * pieces small enough for its ULONG length.
 *
 * Built by .ci/windows with the MinGW cross compiler:
 *   x86_64-w64-mingw32-gcc -shared -O2 -s -o bcryptprimitives.dll \
 *       bcryptprimitives.c -ladvapi32
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
    while (size > 0) {
        ULONG n = size > 0x10000000 ? 0x10000000 : (ULONG)size;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        size -= n;
    }
    return TRUE;
}
