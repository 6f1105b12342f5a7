// Follows Apple's `onTapGesture(count:perform:)` page
// (https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)): "Use this method to
// perform the specified action when the user clicks or taps on the view or container count times" (count is 1 by
// default). Own code: FAQ rows whose question text expands and collapses the answer on a tap.
// - A tap on a question runs that row's gesture (rules §15.10: `:tap "Text"` finds a view with onTapGesture by
//   the text it shows). Each row owns its `isExpanded` @State: a tap re-runs only that row's body (rules §3.4,
//   §3.5); the list and the other row stay as they are.
// - The answer is inside `if isExpanded`: it is shown only while expanded (rules §1.1).
// - Only single taps: no command performs a double tap, so the script uses the default count of 1.
import SwiftUI

struct FAQView: View {
    var body: some View {
        let _ = print("FAQView body")
        List {
            FAQRow(question: "Can I cancel anytime?", answer: "Yes, from Settings.")
            FAQRow(question: "Is there a free trial?", answer: "Fourteen days.")
        }
    }
}

struct FAQRow: View {
    let question: String
    let answer: String
    @State private var isExpanded = false

    var body: some View {
        let _ = print("FAQRow body: \(question) expanded \(isExpanded)")
        VStack(alignment: .leading) {
            Text(question)
                .font(.headline)
                .onTapGesture {
                    isExpanded.toggle()
                }
            if isExpanded {
                Text(answer)
            }
        }
    }
}

:mount FAQView()
// expect: FAQView body
// expect: FAQRow body: Can I cancel anytime? expanded false
// expect: FAQRow body: Is there a free trial? expanded false
:tap "Is there a free trial?"
// expect: FAQRow body: Is there a free trial? expanded true
:tap "Can I cancel anytime?"
// expect: FAQRow body: Can I cancel anytime? expanded true
:tap "Is there a free trial?"
// expect: FAQRow body: Is there a free trial? expanded false
