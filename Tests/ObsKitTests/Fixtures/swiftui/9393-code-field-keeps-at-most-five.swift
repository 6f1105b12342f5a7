// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/textfield (a code field that keeps at most five characters by trimming in onChange)
// TextField writes its text binding as the user types; onChange(of:initial:_:) "Adds a modifier for this view that
// fires an action when a specific value changes" (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg).
// When the action trims the text back to five characters, that write is a change too, so the action runs once more
// with the trimmed value (which needs no trimming). The field then holds the trimmed text, and the next character is
// typed after it.
import SwiftUI

struct CodeEntry: View {
    @State private var code = ""

    var body: some View {
        Form {
            TextField("Code", text: $code)
        }
        .onChange(of: code) { _, newValue in
            print("code: \(newValue)")
            if newValue.count > 5 {
                code = String(newValue.prefix(5))
            }
        }
    }
}

:mount CodeEntry()
:type "abcdefg" into "Code"
// expect: code: a
// expect: code: ab
// expect: code: abc
// expect: code: abcd
// expect: code: abcde
// expect: code: abcdef
// expect: code: abcde
// expect: code: abcdeg
// expect: code: abcde
