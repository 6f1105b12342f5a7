// Book style (Strings and Characters): multiline literals, line continuations, raw strings with extended delimiters and prefix/suffix counting
let quotation = """
    The White Rabbit put on his spectacles.  "Where shall I begin,
    please your Majesty?" he asked.

      "Begin at the beginning," the King said gravely, "and go on \
    till you come to the end; then stop."
    """
print(quotation)
print(quotation.split(separator: "\n", omittingEmptySubsequences: false).count)

let softWrapped = """
one \
two \
three
"""
print(softWrapped)
let threeDoubleQuotationMarks = """
Escaping the first quotation mark \"""
Escaping all three quotation marks \"\"\"
"""
print(threeDoubleQuotationMarks)

print(#"Line 1\nLine 2"#)
print(#"Line 1\#nLine 2"#)
let value = 6
print(#"6 times 7 is \#(value * 7), not \(value * 7)"#)
print(##"raw "#quoted#" text"##)
let threeMoreDoubleQuotationMarks = #"""
Here are three more double quotes: """
"""#
print(threeMoreDoubleQuotationMarks)
let wiseWords = "\"Imagination is more important than knowledge\" - Einstein"
print(wiseWords)
print("tab:\tend", "\u{24}\u{2665}")

let romeoAndJuliet = [
    "Act 1 Scene 1: Verona, A public place",
    "Act 1 Scene 2: Capulet's mansion",
    "Act 1 Scene 3: A room in Capulet's mansion",
    "Act 1 Scene 4: A street outside Capulet's mansion",
    "Act 1 Scene 5: The Great Hall in Capulet's mansion",
    "Act 2 Scene 1: Outside Capulet's mansion",
    "Act 2 Scene 2: Capulet's orchard",
    "Act 2 Scene 3: Outside Friar Lawrence's cell",
    "Act 2 Scene 4: A street in Verona",
    "Act 2 Scene 5: Capulet's mansion",
    "Act 2 Scene 6: Friar Lawrence's cell"
]
var act1SceneCount = 0
for scene in romeoAndJuliet where scene.hasPrefix("Act 1 ") { act1SceneCount += 1 }
print("There are \(act1SceneCount) scenes in Act 1")
var mansionCount = 0
var cellCount = 0
for scene in romeoAndJuliet {
    if scene.hasSuffix("Capulet's mansion") {
        mansionCount += 1
    } else if scene.hasSuffix("Friar Lawrence's cell") {
        cellCount += 1
    }
}
print("\(mansionCount) mansion scenes; \(cellCount) cell scenes")
let badStart = """
    \(value)
      indented
    """
print(badStart)

// expect: The White Rabbit put on his spectacles.  "Where shall I begin,
// expect: please your Majesty?" he asked.
// expect:
// expect:   "Begin at the beginning," the King said gravely, "and go on till you come to the end; then stop."
// expect: 4
// expect: one two three
// expect: Escaping the first quotation mark """
// expect: Escaping all three quotation marks """
// expect: Line 1\nLine 2
// expect: Line 1
// expect: Line 2
// expect: 6 times 7 is 42, not \(value * 7)
// expect: raw "#quoted#" text
// expect: Here are three more double quotes: """
// expect: "Imagination is more important than knowledge" - Einstein
// expect: tab:	end $♥
// expect: There are 5 scenes in Act 1
// expect: 6 mansion scenes; 2 cell scenes
// expect: 6
// expect:   indented
