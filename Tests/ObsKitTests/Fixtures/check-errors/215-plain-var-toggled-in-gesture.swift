// Check error: toggling a plain 'var' (not @State) inside onTapGesture
import SwiftUI

struct FAQRow: View {
    let question: String
    let answer: String
    var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(question)
                .font(.headline)
            if isExpanded {
                Text(answer)
            }
        }
        .onTapGesture {
            isExpanded.toggle()
        }
    }
}

:mount FAQRow(question: "Is it free?", answer: "Yes.")
// expect-error: cannot use mutating member on immutable value: 'self' is immutable
