// Apple docs style (String.replacing(_:with:)): substituting substrings in text
let original = "Swift is fast. Swift is safe."
print(original.replacing("Swift", with: "Kotlin"))
print(original.replacing("Swift", with: "It", maxReplacements: 1))

// replaceSubrange on a mutable string
var message = "Hello, Bob!"
if let range = message.firstRange(of: "Bob") {
    message.replaceSubrange(range, with: "Alice")
}
print(message)

// In-place replace(_:with:)
var template = "Dear {name}, your order {id} has shipped. Thanks, {name}!"
let values = [("{name}", "Sam"), ("{id}", "#4521")]
for (placeholder, value) in values {
    template.replace(placeholder, with: value)
}
print(template)

// Replacing characters one at a time via map
let spaced = "a-b-c-d"
let underscored = String(spaced.map { $0 == "-" ? "_" : $0 })
print(underscored)

// Replacing with an empty string removes text
let noisy = "um, so, um, I think, um, yes"
print(noisy.replacing("um, ", with: ""))

// Escaping a few special characters
func escapeHTML(_ s: String) -> String {
    s.replacing("&", with: "&amp;")
        .replacing("<", with: "&lt;")
        .replacing(">", with: "&gt;")
}
print(escapeHTML("if a < b && b > c"))

// Nothing to replace leaves the string unchanged
let same = "nothing here".replacing("xyz", with: "!")
print(same, same == "nothing here")

// Counting replacements by comparing ranges
let sentence = "the theme of the thesis"
let count = sentence.ranges(of: "the").count
print("occurrences of 'the':", count)
print(sentence.replacing("the", with: "THE", maxReplacements: 2))

// expect: Kotlin is fast. Kotlin is safe.
// expect: It is fast. Swift is safe.
// expect: Hello, Alice!
// expect: Dear Sam, your order #4521 has shipped. Thanks, Sam!
// expect: a_b_c_d
// expect: so, I think, yes
// expect: if a &lt; b &amp;&amp; b &gt; c
// expect: nothing here true
// expect: occurrences of 'the': 4
// expect: THE THEme of the thesis
