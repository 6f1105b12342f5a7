// Swift Regex style (identifier case conversion): replacing with closures converts camelCase to snake_case and back
func snakeCased(_ name: String) -> String {
    let split = name.replacing(#/([a-z0-9])([A-Z])/#) { m in
        "\(m.1)_\(m.2)"
    }
    let acronyms = split.replacing(#/([A-Z]+)([A-Z][a-z])/#) { m in
        "\(m.1)_\(m.2)"
    }
    return acronyms.lowercased()
}

func camelCased(_ name: String) -> String {
    let lower = name.lowercased()
    return lower.replacing(#/_+([a-z0-9])/#) { m in
        m.1.uppercased()
    }
}

let names = ["userID", "parseHTTPResponse", "maxRetryCount", "URLSession", "version2Beta", "simple"]
for name in names {
    let snake = snakeCased(name)
    print("\(name) -> \(snake) -> \(camelCased(snake))")
}

let columns = ["first_name", "last__name", "zip_code_5"]
print(columns.map(camelCased))

// expect: userID -> user_id -> userId
// expect: parseHTTPResponse -> parse_http_response -> parseHttpResponse
// expect: maxRetryCount -> max_retry_count -> maxRetryCount
// expect: URLSession -> url_session -> urlSession
// expect: version2Beta -> version2_beta -> version2Beta
// expect: simple -> simple -> simple
// expect: ["firstName", "lastName", "zipCode5"]
