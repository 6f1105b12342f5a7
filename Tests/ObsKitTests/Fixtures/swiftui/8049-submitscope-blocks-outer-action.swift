// SwiftUI from Apple's documentation: a field marked submitScope() does not trigger the onSubmit set on its container
// Apple, View.submitScope(_:) (https://developer.apple.com/documentation/swiftui/view/submitscope(_:)): "Prevents submission triggers
// originating from this view to invoke a submission action configured by a submission modifier higher up in the view hierarchy."
// "In the example below, the tag field doesn't trigger the submission of the form". The same layout is used here.
import SwiftUI

struct PostForm: View {
    @State private var userName = ""
    @State private var tags = ""

    var body: some View {
        Form {
            TextField("Username", text: $userName)
            TextField("Tags", text: $tags)
                .submitScope()
        }
        .onSubmit {
            print("form submitted by \(userName)")
        }
    }
}

:mount PostForm()
:type "kim" into "Username"
:type "swift" into "Tags"
:submit "Tags"
:submit "Username"
// expect: form submitted by kim
