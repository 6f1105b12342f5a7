// Compiler test style: ExpressibleByStringLiteral type used as default argument and return value
// known-gap: needs the compiler check (the types it gives); unchecked: line 6: expected "true", got "false"
struct Tag: ExpressibleByStringLiteral, Equatable, CustomStringConvertible {
    let name: String
    init(stringLiteral value: String) { name = value.lowercased() }
    var description: String { "#\(name)" }
}

func label(_ t: Tag = "Default") -> String { "label \(t)" }
print(label())
print(label("Swift"))

func favorite() -> Tag { return "Code" }
print(favorite(), type(of: favorite()))

let tags: [Tag] = ["A", "B", "c"]
print(tags)

print(Tag(stringLiteral: "XY") == "xy")
print(tags.contains("b"))
print(tags.firstIndex(of: "C") ?? -1)

func firstOr<T>(_ xs: [T], _ fallback: T) -> T { xs.first ?? fallback }
print(firstOr([] as [Tag], "Fallback"))

let interp: Tag = "mixed"
let s = "\(interp)"
print(s, type(of: s))
// expect: label #default
// expect: label #swift
// expect: #code Tag
// expect: [#a, #b, #c]
// expect: true
// expect: true
// expect: 2
// expect: #fallback
// expect: #mixed String
