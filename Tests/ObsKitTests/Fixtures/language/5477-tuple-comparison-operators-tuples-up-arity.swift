// Swift Evolution style (SE-0015): tuple comparison operators ==, <, <= on tuples up to arity 6, used for lexicographic sorting
let a = (1, "b", 2.0)
let b = (1, "b", 3.0)
print(a == b, a < b, a <= b, a > b)
print((2, "a") < (1, "z"), (1, "a") < (1, "b"), (1, "a") == (1, "a"))
print((1, 2, 3, 4, 5, 6) < (1, 2, 3, 4, 5, 7))

let people = [("Smith", "Ann", 30), ("Jones", "Bob", 25), ("Smith", "Al", 40), ("Jones", "Bob", 20)]
let sorted = people.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
for p in sorted { print(p.0, p.1, p.2) }

let byAgeDesc = people.sorted { ($1.2, $0.0) < ($0.2, $1.0) }
print(byAgeDesc.map { $0.2 })

struct Version: Comparable {
    var major: Int, minor: Int, patch: Int
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }
}
let versions = [Version(major: 1, minor: 10, patch: 0), Version(major: 1, minor: 2, patch: 9), Version(major: 0, minor: 99, patch: 1)]
print(versions.sorted().map { "\($0.major).\($0.minor).\($0.patch)" })
print(versions.max().map { "\($0.major).\($0.minor)" }!)

// expect: false true true false
// expect: false true true
// expect: true
// expect: Jones Bob 20
// expect: Jones Bob 25
// expect: Smith Al 40
// expect: Smith Ann 30
// expect: [40, 30, 25, 20]
// expect: ["0.99.1", "1.2.9", "1.10.0"]
// expect: 1.10
