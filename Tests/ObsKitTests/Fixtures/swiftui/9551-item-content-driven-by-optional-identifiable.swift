// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(item:content:) (the older alert(item:content:) driven by an optional Identifiable error: non-nil presents it, the OK button's tap sets it back to nil)
// Apple's alert(item:content:) page (deprecated, still common in tutorials): the alert is presented "when the binding's
// value is non-nil ... The system passes the contents to the modifier's closure", and when the user taps a button "the
// system sets item to nil and dismisses the alert". The item is an Identifiable error; the dismiss button's action
// prints, and onChange of the item's title prints each change of the optional.
// - Trigger the upload error; OK; trigger the disk error; OK.
import SwiftUI

struct ErrorInfo: Identifiable {
    var id: String { title }
    let title: String
    let description: String
}

struct UploadView: View {
    @State private var error: ErrorInfo?

    var body: some View {
        VStack {
            Button("Upload") {
                error = ErrorInfo(title: "Upload failed", description: "No connection.")
            }
            Button("Save") {
                error = ErrorInfo(title: "Save failed", description: "The disk is full.")
            }
        }
        .alert(item: $error) { info in
            Alert(
                title: Text(info.title),
                message: Text(info.description),
                dismissButton: .default(Text("OK")) {
                    print("OK tapped for \(info.title)")
                }
            )
        }
        .onChange(of: error?.title) { _, title in
            print("error is now \(title ?? "nil")")
        }
    }
}

:mount UploadView()
:tap "Upload"
// expect: error is now Upload failed
:tap "OK"
// expect: OK tapped for Upload failed
// expect: error is now nil
:tap "Save"
// expect: error is now Save failed
:tap "OK"
// expect: OK tapped for Save failed
// expect: error is now nil
