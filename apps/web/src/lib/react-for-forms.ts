// What react-hook-form takes from React, for the build on Preact (decision 007): the library
// imports React's default export, which is every export of Preact's compatibility layer at
// once, kept in the entry chunk that all pages load (about 0.9 KB gzip more). Built only for
// react-hook-form's imports; everything else imports React as usual.
import {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'preact/compat';

export default { createContext, createElement, Fragment, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState };
