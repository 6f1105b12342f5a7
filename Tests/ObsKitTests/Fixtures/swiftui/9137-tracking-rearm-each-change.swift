// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (observing every change by tracking again from onChange)
// One call of withObservationTracking reports one change. To hear about each change, plain Swift code tracks
// again from `onChange`: each registration reads the value (still the old one, as onChange runs before the new
// value is stored) and is told of the next change.
import Observation

@Observable final class Document {
    var text = ""
    var cursor = 0
}

let document = Document()

func observeText() {
    withObservationTracking {
        _ = document.text
    } onChange: {
        print("text will change from \"\(document.text)\"")
        observeText()
    }
}

observeText()
document.text = "H"
// expect: text will change from ""
document.cursor = 1
document.text = "Hi"
// expect: text will change from "H"
document.text += "!"
// expect: text will change from "Hi"
print(document.text)
// expect: Hi!
