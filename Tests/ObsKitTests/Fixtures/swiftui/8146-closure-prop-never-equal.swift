// SwiftUI from Apple's documentation: a child storing a closure re-runs its body whenever its parent re-renders
// Apple is silent; recorded behaviour: Kurt Lee, "[SwiftUI] Closure Is Evil" (https://medium.com/@kurtlee/swiftui-closure-
// is-evil-7e7b740bd4cc): "In Swift, closure is not equitable ... if the view contains any not equatable, not reference
// comparable property, it'll re-evaluate the body every time a new View initialized"; Chris Eidhof
// (https://chris.eidhof.nl/note/swiftui-view-equality): "storing closures in your view might lead to more view invalidations".
import SwiftUI

struct ActionRow: View {
    let title: String
    let action: () -> Void
    var body: some View {
        let _ = print("ActionRow body")
        Button(title, action: action)
    }
}

struct Plain: View {
    let title: String
    var body: some View {
        let _ = print("Plain body")
        Text(title)
    }
}

struct Panel: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)")
            ActionRow(title: "Run") { count += 1 }
            Plain(title: "Same")
        }
    }
}

:mount Panel()
:tap "Run"
// expect: ActionRow body
// expect: Plain body
// expect: ActionRow body
