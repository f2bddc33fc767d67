// A minimal stand-in for Apple's Foundation header, enough for a syntax check of the
// Objective-C helper `listsh emit swift --package` writes (EmittedCodeTypechecksTests), with
// clang on Linux where Apple's headers are not.
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_NOESCAPE __attribute__((noescape))
#define nil ((id)0)
@interface NSObject
@end
@interface NSException : NSObject
@end
