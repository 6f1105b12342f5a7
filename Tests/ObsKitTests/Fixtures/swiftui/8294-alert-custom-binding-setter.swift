// SwiftUI from Apple's documentation: an alert driven by a Binding(get:set:) reports the system's write of false to the setter
// Apple, alert(_:isPresented:actions:) (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka):
// isPresented: "When the user presses or taps one of the alert's actions, the system sets this value to false and dismisses."
// Apple, Binding.init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp):
// "Creates a binding with closures that read and write the binding value."
import SwiftUI

struct UploadView: View {
    @State private var errorMessage: String?
    var body: some View {
        let showingError = Binding<Bool>(
            get: { errorMessage != nil },
            set: { newValue in
                print("isPresented set to \(newValue)")
                if !newValue { errorMessage = nil }
            }
        )
        VStack {
            Button("Upload") { errorMessage = "Network down" }
            Button("Check") { print("errorMessage=\(errorMessage ?? "nil")") }
        }
        .alert("Upload failed", isPresented: showingError) {
            Button("OK") { }
        }
    }
}

:mount UploadView()
:tap "Upload"
:tap "OK"
:tap "Check"
// expect: isPresented set to false
// expect: errorMessage=nil
