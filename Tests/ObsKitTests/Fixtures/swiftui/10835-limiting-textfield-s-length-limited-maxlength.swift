// Blog style (limiting a TextField's length): @Limited(maxLength:) projects a Binding(get:set:) that cuts the text to its limit; the body reads the count, so each accepted keystroke is one body, and a keystroke past the limit stores an equal value, which runs no body (rules §9.1, §3.4, §3.5, §7.3, §12.1, §12.2)
import SwiftUI

@propertyWrapper
struct Limited: DynamicProperty {
    @State private var text = ""
    let maxLength: Int

    init(maxLength: Int) {
        self.maxLength = maxLength
    }

    var wrappedValue: String { text }

    var projectedValue: Binding<String> {
        Binding(
            get: { text },
            set: { newValue in
                if newValue.count > maxLength {
                    print("dropped '\(newValue)'")
                }
                text = String(newValue.prefix(maxLength))
            }
        )
    }
}

struct TweetView: View {
    @Limited(maxLength: 5) var tweet: String

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Tweet", text: $tweet)
            Text("\(5 - tweet.count) left")
            Button("Clear") { $tweet.wrappedValue = "" }
        }
    }
}

:mount TweetView()
// expect: TweetView: @self, @identity, _tweet changed.
:type "Hello!" into "Tweet"
// expect: TweetView: _tweet changed.
// expect: TweetView: _tweet changed.
// expect: TweetView: _tweet changed.
// expect: TweetView: _tweet changed.
// expect: TweetView: _tweet changed.
// expect: dropped 'Hello!'
:tap "Clear"
// expect: TweetView: _tweet changed.
:type "Hi" into "Tweet"
// expect: TweetView: _tweet changed.
// expect: TweetView: _tweet changed.
