// SwiftUI from Apple's documentation: onChange's action runs after the body that changed the value; a write there updates again
// Apple, View.onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg):
// "You can use onChange to trigger a side effect as the result of a value changing". The value compared is the one the body just
// produced, so the body with the new count runs first, then the action; the action writes `doubled`, another state the body reads,
// so the body runs once more with both values.
import SwiftUI

struct Doubler: View {
    @State private var count = 0
    @State private var doubled = 0

    var body: some View {
        let _ = print("Doubler body: count \(count), doubled \(doubled)")
        Button("Add") { count += 1 }
            .onChange(of: count) { oldValue, newValue in
                print("count \(oldValue) -> \(newValue)")
                doubled = newValue * 2
            }
    }
}

:mount Doubler()
// expect: Doubler body: count 0, doubled 0
:tap "Add"
// expect: Doubler body: count 1, doubled 0
// expect: count 0 -> 1
// expect: Doubler body: count 1, doubled 2
