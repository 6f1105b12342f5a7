// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/accepting-multi-line-text-input-with-texteditor (Bookworm's review box: a TextEditor bound to @State, here with the limit learners add next, an onChange(of:) that cuts the text back to five characters)
// A TextEditor edits its binding like a TextField (Apple: TextEditor). The body reads `review`, so each keystroke
// runs it once; onChange(of:) then sees the new value. When the text grows past the limit the handler assigns the
// prefix, a second change in the same update cycle: the body runs again with the shorter text, and onChange runs
// again with a value within the limit, which needs no trimming.
// - Type "Great!" one character at a time: five body runs, then "Great!" is shown once and trimmed to "Great".
import SwiftUI

struct ReviewBox: View {
    @State private var review = ""
    let limit = 5

    var body: some View {
        let _ = print("body: '\(review)' (\(review.count)/\(limit))")
        Form {
            Section("Write a review") {
                TextEditor(text: $review)
                Text("\(review.count)/\(limit)")
            }
        }
        .onChange(of: review) { oldValue, newValue in
            if newValue.count > limit {
                print("trimming '\(newValue)'")
                review = String(newValue.prefix(limit))
            }
        }
    }
}

:mount ReviewBox()
// expect: body: '' (0/5)
:type "Great!" into "TextEditor"
// expect: body: 'G' (1/5)
// expect: body: 'Gr' (2/5)
// expect: body: 'Gre' (3/5)
// expect: body: 'Grea' (4/5)
// expect: body: 'Great' (5/5)
// expect: body: 'Great!' (6/5)
// expect: trimming 'Great!'
// expect: body: 'Great' (5/5)
