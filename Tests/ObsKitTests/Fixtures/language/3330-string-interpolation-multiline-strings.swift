// Swift book style: string interpolation, multiline strings, escapes and raw strings
let multiplier = 3
let message = "\(multiplier) times 2.5 is \(Double(multiplier) * 2.5)"
print(message)
let quotation = """
The White Rabbit put on his spectacles.  "Where shall I begin, \
please your Majesty?" he asked.

"Begin at the beginning," the King said gravely, "and go on
till you come to the end; then stop."
"""
print(quotation)
let lineCount = quotation.split(separator: "\n", omittingEmptySubsequences: false).count
print("lines: \(lineCount)")
let wiseWords = "\"Imagination is more important than knowledge\" - Einstein"
print(wiseWords)
let dollarSign = "\u{24}"
let blackHeart = "\u{2665}"
let sparklingHeart = "\u{1F496}"
print(dollarSign, blackHeart, sparklingHeart)
print(#"Write an interpolated string in Swift using \(multiplier)."#)
print(#"6 times 7 is \#(6 * 7)."#)
let threeDoubleQuotationMarks = """
Escaping the first quotation mark \"""
Escaping all three quotation marks \"\"\"
"""
print(threeDoubleQuotationMarks)
let tabbed = "a\tb\\c"
print(tabbed, tabbed.count)
var emptyString = ""
let anotherEmptyString = String()
print(emptyString.isEmpty && anotherEmptyString.isEmpty)
emptyString += "now "
emptyString.append("filled")
print(emptyString)
let indented = """
    four spaces
      six spaces
    back to four
    """
print(indented)
// expect: 3 times 2.5 is 7.5
// expect: The White Rabbit put on his spectacles.  "Where shall I begin, please your Majesty?" he asked.
// expect: 
// expect: "Begin at the beginning," the King said gravely, "and go on
// expect: till you come to the end; then stop."
// expect: lines: 4
// expect: "Imagination is more important than knowledge" - Einstein
// expect: $ ♥ 💖
// expect: Write an interpolated string in Swift using \(multiplier).
// expect: 6 times 7 is 42.
// expect: Escaping the first quotation mark """
// expect: Escaping all three quotation marks """
// expect: a	b\c 5
// expect: true
// expect: now filled
// expect: four spaces
// expect:   six spaces
// expect: back to four
