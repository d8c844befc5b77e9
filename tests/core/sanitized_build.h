#pragma once
// Whether this test was built with AddressSanitizer or ThreadSanitizer (the CI's sanitizer
// stage, resources/sanitize.sh). There, instrumented numerical code runs 20 to 50 times slower
// than in the release build, so the exact-optimum tests that repeat over many random problems
// try fewer of them: every code path still runs under the sanitizer, while the release build
// keeps the full count.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitizedBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif
#else
inline constexpr bool kSanitizedBuild = false;
#endif
