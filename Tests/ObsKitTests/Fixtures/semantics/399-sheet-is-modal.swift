// rules §15.11: a sheet is modal. On an iPhone it covers the view that presented it, and the view behind
// takes no touches (a sheet at a smaller detent dims it, unless presentationBackgroundInteraction enables
// it). So while the sheet is up only its own controls can be used; after it is dismissed the view behind
// works again. (Found by a learner's walk: a button behind an open sheet could still be tapped.)
// Source: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:),
// https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)
import SwiftUI
struct AddSheet399: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        TextField("Name", text: $name)
        Button("Save") { print("saved \(name)"); dismiss() }
    }
}
struct Home399: View {
    @State private var adding = false
    @State private var name = ""
    var body: some View {
        VStack {
            Button("Add") { adding = true }
            Button("Load") { print("loading") }
            TextField("Search", text: .constant(""))
        }
        .sheet(isPresented: $adding) { AddSheet399(name: $name) }
    }
}
:mount Home399()
:tap "Add"
:type "Ann" into "Name"
:tap "Save"
:tap "Load"
:tap "Add"
:tap "Load"
// expect: saved Ann
// expect: loading
// expect-error: no visible button labelled "Load"; visible buttons: "Save"
