// Apple, "NavigationStack" with a path binding (push by appending, pop to root by emptying); rules §15.12, §14.3, §11.1: a view shown again after a pop appears again
import SwiftUI

struct RecipeStep: View {
    let number: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            Text("Step \(number)")
            Button("Next step") {
                path.append(number + 1)
                print("path is now \(path)")
            }
            Button("Start over") {
                path.removeAll()
                print("path is now \(path)")
            }
        }
        .onAppear { print("step \(number) appeared") }
    }
}

struct RecipeView: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("RecipeView body")
        NavigationStack(path: $path) {
            Button("Begin") {
                path.append(1)
                print("path is now \(path)")
            }
            .navigationTitle("Pancakes")
            .navigationDestination(for: Int.self) { number in
                RecipeStep(number: number, path: $path)
            }
        }
    }
}

:mount RecipeView()
:tap "Begin"
:tap "Next step"
:back
:tap "Next step"
:tap "Start over"

// expect: RecipeView body
// expect: path is now [1]
// expect: step 1 appeared
// expect: path is now [1, 2]
// expect: step 2 appeared
// expect: step 1 appeared
// expect: path is now [1, 2]
// expect: step 2 appeared
// expect: path is now []
