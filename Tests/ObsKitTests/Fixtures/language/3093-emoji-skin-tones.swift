// Compiler test style: emoji with skin tone modifiers, ZWJ sequences and flags as single Characters
let thumbs = "\u{1F44D}\u{1F3FD}"
let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
let flag = "\u{1F1EF}\u{1F1F5}"
let all = thumbs + family + flag + "!"

print(all.count)
print(all.unicodeScalars.count)
print(thumbs.count, family.count, flag.count)
print(family.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))

for c in all {
  print(c.unicodeScalars.count, c.utf8.count)
}
print(all.last!, all.first! == Character(thumbs))
let twoFlags = "\u{1F1FA}\u{1F1F8}\u{1F1EC}\u{1F1E7}"
print(twoFlags.count)
print(thumbs.unicodeScalars.first!.properties.isEmoji)
// expect: 4
// expect: 10
// expect: 1 1 1
// expect: 1f468 200d 1f469 200d 1f467
// expect: 2 8
// expect: 5 18
// expect: 2 8
// expect: 1 1
// expect: ! true
// expect: 2
// expect: true
