// Compiler test style: lowercased/uppercased including non-ASCII and length-changing mappings
print("Hello, World".lowercased())
print("Hello, World".uppercased())
print("straße".uppercased())
print("straße".uppercased().count)
print("ÀÉÎÕÜ".lowercased())
print("ǅ".lowercased(), "ǅ".uppercased())
let c: Character = "ß"
print(c.uppercased(), c.lowercased())
print(Character("A").isUppercase, Character("a").isLowercase, Character("1").isUppercase)
print(Character("É").isCased, Character("7").isCased)
let mixed = "sWiFt 5.9"
let swapped = String(mixed.map { ch -> Character in
    if ch.isUppercase { return Character(ch.lowercased()) }
    if ch.isLowercase { return Character(ch.uppercased()) }
    return ch
})
print(swapped)
print("İ".lowercased().unicodeScalars.count)
let title = "hello wide world".split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(title.joined(separator: " "))
// expect: hello, world
// expect: HELLO, WORLD
// expect: STRASSE
// expect: 7
// expect: àéîõü
// expect: ǆ Ǆ
// expect: SS ß
// expect: true true false
// expect: true false
// expect: SwIfT 5.9
// expect: 2
// expect: Hello Wide World
