// swift-format-ignore-file
// (A stand-in for XCTest to type-check generated tests, not the project's own API.)
// The few XCTest symbols the generated tests use, with XCTest's signatures: XCTestCase is
// not main-actor isolated, so the generated test methods must say `@MainActor` themselves.

open class XCTestCase {
    public init() {}
}

public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
