// Mistake: passes a Bool to .opacity(_:), which takes a Double between 0 and 1.
// Expected message: Xcode (author's knowledge); machine check: cannot convert value of type 'Bool' to expected argument type 'Double'
import SwiftUI

struct SpoilerText: View {
    let text: String
    @State private var isHidden = true

    var body: some View {
        VStack {
            Text(text)
                .opacity(isHidden)
            Button(isHidden ? "Reveal" : "Hide") {
                isHidden.toggle()
            }
        }
    }
}

:mount SpoilerText(text: "The butler did it.")
// expect-error: cannot convert value of type 'Bool' to expected argument type 'Double'
