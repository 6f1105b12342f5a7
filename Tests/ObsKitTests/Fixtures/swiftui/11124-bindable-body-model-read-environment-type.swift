// Apple docs style (@Bindable in a body): a model read with @Environment(Type.self) is made bindable as a local in the body; typing re-runs only the editor, not the view that put the model in the environment (rules §8.5, §14.2, §9.2)
// Page: https://developer.apple.com/documentation/swiftui/bindable ("use Bindable as a local variable in a view's body")
import SwiftUI
import Observation

@Observable
final class Catalog {
    var featured = "Dune"
    var visits = 0
}

struct FeaturedEditor: View {
    @Environment(Catalog.self) private var catalog

    var body: some View {
        @Bindable var catalog = catalog
        let _ = print("editor body: \(catalog.featured)")
        TextField("Featured", text: $catalog.featured)
    }
}

struct CatalogRoot: View {
    @State private var catalog = Catalog()

    var body: some View {
        let _ = print("CatalogRoot body")
        VStack {
            FeaturedEditor()
            Button("Visit") { catalog.visits += 1 }
        }
        .environment(catalog)
    }
}

:mount CatalogRoot()
// expect: CatalogRoot body
// expect: editor body: Dune
:type "!" into "Featured"
// expect: editor body: Dune!
:tap "Visit"
