// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:) (a TextField triggers its onSubmit action when the user hits the return key; the action reads the text typed so far)
import SwiftUI

struct SearchField: View {
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
            .onSubmit {
                print("submitted '\(query)'")
            }
    }
}

:mount SearchField()
:type "swift" into "Search"
:submit "Search"
// expect: submitted 'swift'
