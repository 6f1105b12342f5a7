// A `...` line left where code should go (an elided body, as articles print it) is a syntax error:
// loading stops with the parser's "expected expression", never "not supported", and nothing after it
// runs. No SwiftUI rule is involved; the expected text is what Swift's parser reports for a lone `...`
// in a member list (swiftc 6.3.1 -parse: "expected expression after operator").
struct Recipe {
    var title = "Soup"
    var steps: [String] = []
}
print("recipe declared")

struct RecipeView: View {
    @State var recipe = Recipe()

    ...
}
:mount RecipeView()

// expect: recipe declared
// expect-error: expected expression
