// Compiler test style: @dynamicMemberLookup with a String-keyed subscript, overloaded by return type
@dynamicMemberLookup
struct DynamicStruct {
    let dictionary = ["someDynamicMember": 325, "someOtherMember": 787]

    subscript(dynamicMember member: String) -> Int {
        dictionary[member] ?? 1054
    }
}

let s = DynamicStruct()
print(s.someDynamicMember)
print(s.someOtherMember)
print(s.missing)
print(s[dynamicMember: "someDynamicMember"])

@dynamicMemberLookup
struct Settings {
    private var values: [String: String] = [:]

    subscript(dynamicMember key: String) -> String {
        get { values[key] ?? "<unset>" }
        set { values[key] = newValue }
    }

    subscript(dynamicMember key: String) -> Int {
        Int(values[key] ?? "") ?? 0
    }
}

var settings = Settings()
settings.theme = "dark"
settings.fontSize = "14"
let theme: String = settings.theme
let size: Int = settings.fontSize
print(theme, size + 2)
let missing: String = settings.language
print(missing)
let bad: Int = settings.theme
print(bad)

// expect: 325
// expect: 787
// expect: 1054
// expect: 325
// expect: dark 16
// expect: <unset>
// expect: 0
