// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue (if the user moves focus to the sidebar's filter field manually, the Bool focus state automatically becomes true and the view updates)
import SwiftUI

struct Sidebar: View {
    @State private var filterText = ""
    @FocusState private var isFiltering: Bool

    var body: some View {
        VStack {
            Button("Filter Sidebar Contents") { isFiltering = true }
            TextField("Filter", text: $filterText)
                .focused($isFiltering)
            Text(isFiltering ? "filtering" : "browsing")
        }
        .onChange(of: isFiltering) { oldValue, newValue in
            print("isFiltering \(oldValue) -> \(newValue)")
        }
    }
}

:mount Sidebar()
:focus "Filter"
// expect: isFiltering false -> true
