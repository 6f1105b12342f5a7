// Swift Evolution style (SE-0290 negative availability #unavailable): fallbacks without empty branches
// Before SE-0290 the fallback needed an empty `if #available` branch:
//   if #available(macOS 12, *) { } else { legacyPath() }
func legacySetup() -> String { "legacy setup" }
func modernSetup() -> String { "modern setup" }

func configure() -> String {
    if #unavailable(macOS 12, iOS 15) {
        return legacySetup()
    }
    return modernSetup()
}
print(configure())

// Negative checks combine naturally with guard
func featureFlags() -> [String] {
    var flags = ["core"]
    guard #available(macOS 13, iOS 16, *) else {
        flags.append("compat-mode")
        return flags
    }
    flags.append("new-renderer")
    return flags
}
print(featureFlags())

// On Linux, platform-specific versions never restrict execution:
// the wildcard matches, so #available is true and #unavailable is false.
var report: [String] = []
if #available(macOS 99, *) {
    report.append("available branch")
}
if #unavailable(macOS 99) {
    report.append("unavailable branch")
} else {
    report.append("unavailable else-branch")
}
print(report.joined(separator: ", "))

// A typical shape: a cache that only installs a cleanup hook on older systems
struct ImageCache {
    var hooks: [String] = []

    mutating func install() {
        if #unavailable(iOS 17) {
            hooks.append("manual-purge")
        }
        hooks.append("lru")
    }
}
var cache = ImageCache()
cache.install()
print("hooks:", cache.hooks)

// #unavailable in a while loop condition is allowed as well
var attempts = 0
while attempts < 3 {
    attempts += 1
    if #unavailable(watchOS 10) { break }
}
print("attempts:", attempts)

// Platform conditions (compile time) are different from availability (run time)
#if os(Linux)
print("compiled for Linux")
#else
print("compiled for another OS")
#endif

// expect: modern setup
// expect: ["core", "new-renderer"]
// expect: available branch, unavailable else-branch
// expect: hooks: ["lru"]
// expect: attempts: 3
// ObsREPL answers os(...) as the simulated iPhone does (README: os(iOS) is true); swiftc 6.3.1 on Linux printed
// "compiled for Linux" for this last line.
// expect: compiled for another OS
