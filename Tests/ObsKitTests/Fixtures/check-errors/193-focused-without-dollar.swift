// Check error: .focused(_:) given the @FocusState Bool instead of its binding ($isFocused)
import SwiftUI

struct SearchBar: View {
    @State private var query = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        TextField("Search", text: $query)
            .focused(isFocused)
    }
}
// expect-error: cannot convert value 'isFocused' of type 'Bool' to expected type 'FocusState<Bool>.Binding', use wrapper instead
