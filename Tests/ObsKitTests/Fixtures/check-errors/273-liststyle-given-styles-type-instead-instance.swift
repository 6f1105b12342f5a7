// Check error: listStyle given the style's type instead of an instance
import SwiftUI

struct SettingsList: View {
    var body: some View {
        List {
            Text("General")
            Text("Privacy")
        }
        .listStyle(InsetGroupedListStyle)
    }
}

:mount SettingsList()
// expect-error: type 'InsetGroupedListStyle.Type' cannot conform to 'ListStyle'
