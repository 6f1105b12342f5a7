// Follows Apple's `AppStorage/init(wrappedValue:_:store:)` page for an Int ("wrappedValue: The default value if an
// integer value is not specified for the given key"): two views declare the key "fontSize" with different defaults.
// - While the key holds no value each view shows its own default; declaring a default writes nothing (Apple, same
//   page; rules §15.14: "the declared default is used while the key has no value (it is not written)").
// - Once one view writes 16, the key has a value and both read it: for the second view that is a change (18 to 16),
//   so both run, in tree order (Apple `appstorage`; rules §15.14, §2.8).
import SwiftUI

struct TypographyScreen: View {
    var body: some View {
        VStack {
            ReaderText()
            PreviewCard()
        }
    }
}

struct ReaderText: View {
    @AppStorage("fontSize") private var size = 14

    var body: some View {
        let _ = print("ReaderText body: \(size) pt")
        VStack {
            Text("Chapter one").font(.system(size: CGFloat(size)))
            Button("Use 16 pt") { size = 16 }
            Button("Bigger") { size += 1 }
        }
    }
}

struct PreviewCard: View {
    @AppStorage("fontSize") private var size = 18

    var body: some View {
        let _ = print("PreviewCard body: \(size) pt")
        Text("Preview").font(.system(size: CGFloat(size)))
    }
}

:mount TypographyScreen()
// expect: ReaderText body: 14 pt
// expect: PreviewCard body: 18 pt
:tap "Use 16 pt"
// expect: ReaderText body: 16 pt
// expect: PreviewCard body: 16 pt
:tap "Bigger"
// expect: ReaderText body: 17 pt
// expect: PreviewCard body: 17 pt
