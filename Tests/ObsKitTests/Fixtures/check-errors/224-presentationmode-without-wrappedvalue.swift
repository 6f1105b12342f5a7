// Check error: calling dismiss() on the presentationMode binding instead of its wrappedValue
import SwiftUI

struct DetailSheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            Text("Details")
            Button("Close") {
                presentationMode.dismiss()
            }
        }
    }
}

:mount DetailSheet()
// expect-error: cannot call value of non-function type 'Binding<() -> ()>'
