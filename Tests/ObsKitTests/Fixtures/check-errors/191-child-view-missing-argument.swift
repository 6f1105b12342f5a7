// Check error: a child view is created without the value its stored 'let' property needs
import SwiftUI

struct RowView: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct MenuView: View {
    var body: some View {
        VStack {
            RowView()
        }
    }
}
// expect-error: missing argument for parameter 'title' in call
