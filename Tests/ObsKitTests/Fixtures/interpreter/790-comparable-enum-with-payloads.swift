// Synthesized Comparable for an enum with associated values: by case order, then by the payloads; ranges
// of such values. Expected output from swiftc 6.3.1 on Linux.
enum Release: Comparable {
    case alpha(Int)
    case beta(Int, patch: Int)
    case final(major: Int)
}
let releases: [Release] = [.final(major: 2), .beta(1, patch: 3), .alpha(7), .beta(1, patch: 1), .alpha(2)]
print(releases.sorted())
print(Release.alpha(9) < .beta(0, patch: 0), Release.beta(2, patch: 0) > .beta(1, patch: 9))
let supported = Release.beta(1, patch: 0)...Release.final(major: 1)
print(releases.filter { supported.contains($0) })

// expect: [main.Release.alpha(2), main.Release.alpha(7), main.Release.beta(1, patch: 1), main.Release.beta(1, patch: 3), main.Release.final(major: 2)]
// expect: true true
// expect: [main.Release.beta(1, patch: 3), main.Release.beta(1, patch: 1)]
