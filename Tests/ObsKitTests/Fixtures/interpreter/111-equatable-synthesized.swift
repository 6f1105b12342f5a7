// Synthesized Equatable for structs and enums
struct Version: Equatable {
    var major: Int
    var minor: Int
}

enum Status: Equatable {
    case ok
    case failed(code: Int)
}

print(Version(major: 1, minor: 2) == Version(major: 1, minor: 2))
print(Version(major: 1, minor: 2) != Version(major: 1, minor: 3))
print(Status.failed(code: 4) == .failed(code: 4))
print(Status.failed(code: 4) == .failed(code: 5))
print(Status.ok == .ok)
let list = [Version(major: 2, minor: 0), Version(major: 3, minor: 1)]
print(list.contains(Version(major: 3, minor: 1)))
print(list.firstIndex(of: Version(major: 3, minor: 1)) ?? -1)

// expect: true
// expect: true
// expect: true
// expect: false
// expect: true
// expect: true
// expect: 1
