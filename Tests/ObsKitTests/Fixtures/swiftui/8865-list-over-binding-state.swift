// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:) (a List over a binding to an @State array gives each row a binding to its element: a Toggle in a row writes that element of the parent's array)
import SwiftUI

struct Errand: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

struct ErrandList: View {
    @State private var errands = [
        Errand(id: 1, title: "Post office"),
        Errand(id: 2, title: "Bakery"),
        Errand(id: 3, title: "Pharmacy")
    ]

    var body: some View {
        VStack {
            List($errands) { $errand in
                Toggle(errand.title, isOn: $errand.isDone)
            }
            Button("Summary") {
                let done = errands.filter(\.isDone).map(\.title)
                print("done: \(done.joined(separator: ", ")) (\(done.count) of \(errands.count))")
            }
        }
    }
}

:mount ErrandList()
:toggle "Bakery"
:tap "Summary"
:toggle "Pharmacy"
:toggle "Bakery"
:tap "Summary"
// expect: done: Bakery (1 of 3)
// expect: done: Pharmacy (1 of 3)
