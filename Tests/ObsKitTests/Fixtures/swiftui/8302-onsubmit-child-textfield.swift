// SwiftUI from Apple's documentation: the parent's onSubmit reads the text its child's TextField wrote through a binding
// Apple, TextField (https://developer.apple.com/documentation/swiftui/textfield): "the text field updates this value
// continuously as the user types" ... "When the user submits their completed entry to the text field, the
// onSubmit(of:_:) modifier calls an internal validate(name:) method."
// Apple, TextField.init(text:prompt:label:) (https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)):
// "Use the onSubmit(of:_:) modifier to invoke an action whenever the user submits this text field."
import SwiftUI

struct SearchBox: View {
    @Binding var query: String
    var body: some View {
        TextField("Search", text: $query)
    }
}

struct SearchScreen: View {
    @State private var query = ""
    var body: some View {
        VStack {
            SearchBox(query: $query)
        }
        .onSubmit {
            print("submitted \(query)")
        }
    }
}

:mount SearchScreen()
:type "cats" into "Search"
:submit "Search"
// expect: submitted cats
